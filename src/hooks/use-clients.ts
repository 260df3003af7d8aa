import { graphql, useStaticQuery } from "gatsby";

export interface ClientLogo {
  name: string;
  url: string | null;
  src: string;
  width: number;
  height: number;
}

/** The clients whose logos may be shown (each with their consent); none until data/clients.yaml lists one. */
export function useClients(): ReadonlyArray<ClientLogo> {
  const data = useStaticQuery<Queries.ClientLogosQuery>(graphql`
    query ClientLogos {
      clientsYaml {
        clients {
          name
          url
          logo {
            publicURL
            dimensions {
              width
              height
            }
          }
        }
      }
    }
  `);
  return (data.clientsYaml?.clients ?? []).flatMap((c) =>
    c.logo.publicURL && c.logo.dimensions
      ? [
          {
            name: c.name,
            url: c.url ?? null,
            src: c.logo.publicURL,
            width: c.logo.dimensions.width,
            height: c.logo.dimensions.height,
          },
        ]
      : [],
  );
}
