import { graphql, useStaticQuery } from "gatsby";
import type { InterestSource } from "../lib/contact/client";

/** Every service file: its slug, title, contact form value and whether it is still offered. */
export function useServices(): readonly InterestSource[] {
  const data = useStaticQuery<Queries.ServiceListQuery>(graphql`
    query ServiceList {
      allServiceYaml {
        nodes {
          slug
          title
          formValue
          offered
        }
      }
    }
  `);
  return data.allServiceYaml.nodes;
}
