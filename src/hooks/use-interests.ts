import { graphql, useStaticQuery } from "gatsby";
import { interestOptions } from "../lib/contact/interests";
import type { Option } from "../lib/contact/options";

/** The contact form's "Primary interest" choices: the services offered, then `others` (interests.ts). */
export function useInterestOptions(others: readonly Option[]): Option[] {
  const data = useStaticQuery<Queries.ContactInterestsQuery>(graphql`
    query ContactInterests {
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
  return interestOptions(data.allServiceYaml.nodes, others);
}
