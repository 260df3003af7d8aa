/**
 * What the site's static queries (useSite, useServices, useAuthors, the latest articles) return,
 * made from the parsed content (parse.ts) for the two places that render components without
 * Gatsby: the CMS preview (src/cms/gatsby.tsx) and Jest (tests/mocks/gatsby.tsx). One view of the
 * one result, typed against the queries' generated types, so a field the queries read and the
 * content model renames is a type error here.
 */
import { newestFirst } from "../insights/articles";
import type { ParsedContent } from "./parse";

type SiteContent = NonNullable<Queries.SiteContentQuery["siteYaml"]>;

/** The answers to every static query the components run, in one object. */
export interface StaticQueryData {
  siteYaml: SiteContent;
  site: { siteMetadata: { siteUrl: string } };
  allServiceYaml: Queries.ServiceListQuery["allServiceYaml"];
  authorsYaml: NonNullable<Queries.AuthorsContentQuery["authorsYaml"]>;
  /** Newest first, as the latest articles' query sorts them. */
  allMarkdownRemark: { nodes: ReadonlyArray<Queries.ArticleListFieldsFragment> };
}

/**
 * A parsed value as GraphQL answers it: an optional field is `null` in a query's type where zod
 * leaves it out. Only the type differs; components read both alike (`?? fallback`).
 */
type Queried<T> = T extends ReadonlyArray<infer E> ? ReadonlyArray<Queried<E>> : T extends object ? { readonly [K in keyof T]-?: Queried<Exclude<T[K], undefined>> | (undefined extends T[K] ? null : never) } : T;
const queried = <T>(value: T): Queried<T> => value as Queried<T>;

export function staticQueryData(content: ParsedContent, siteUrl: string): StaticQueryData {
  const articles = newestFirst(content.articles.map((a) => ({ ...a, date: a.data.date, services: a.data.services })));
  return {
    siteYaml: queried(content.site),
    site: { siteMetadata: { siteUrl } },
    allServiceYaml: { nodes: content.services.map((s) => queried(s.data)) },
    authorsYaml: { authors: content.authors },
    allMarkdownRemark: {
      nodes: articles.map((a) => ({ fields: { slug: a.slug }, frontmatter: { title: a.data.title, description: a.data.description, date: a.data.date, author: a.data.author } })),
    },
  };
}
