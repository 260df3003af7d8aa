import { graphql, useStaticQuery } from "gatsby";

export type AuthorData = Queries.AuthorsContentQuery["authorsYaml"] extends infer A
  ? A extends { authors: ReadonlyArray<infer E> }
    ? E
    : never
  : never;

/** data/authors.yaml: who writes the articles, by key. */
export function useAuthors(): ReadonlyArray<AuthorData> {
  const data = useStaticQuery<Queries.AuthorsContentQuery>(graphql`
    query AuthorsContent {
      authorsYaml {
        authors {
          key
          name
          role
          bio
        }
      }
    }
  `);
  return data.authorsYaml?.authors ?? [];
}
