import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A person of the team (an author with a photo), with their photo processed at two sizes. */
export interface Person {
  key: string;
  name: string;
  role: string;
  bio: string;
  photoAlt: string;
  linkedin: string | null;
  /** On the team's cards and their profile: 4:5, up to 320 px wide. */
  card: IGatsbyImageData;
  /** Beside a byline: a 64 px square. */
  avatar: IGatsbyImageData;
}

/** The people of the team, in data/authors.yaml's order; none until an author has a photo. */
export function usePeople(): ReadonlyArray<Person> {
  const data = useStaticQuery<Queries.PeopleContentQuery>(graphql`
    query PeopleContent {
      people: authorsYaml {
        authors {
          key
          name
          role
          bio
          photoAlt
          linkedin
          photo {
            childImageSharp {
              card: gatsbyImageData(width: 320, aspectRatio: 0.8, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
              avatar: gatsbyImageData(width: 64, height: 64, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  return (data.people?.authors ?? []).flatMap((a) => {
    const image = a.photo?.childImageSharp;
    if (!image) return [];
    return [
      {
        key: a.key,
        name: a.name,
        role: a.role,
        bio: a.bio,
        photoAlt: a.photoAlt ?? "",
        linkedin: a.linkedin ?? null,
        card: image.card,
        avatar: image.avatar,
      },
    ];
  });
}
