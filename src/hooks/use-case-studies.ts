import { graphql, useStaticQuery } from "gatsby";
import { type CaseStudyCardData, formatChange } from "../lib/case-studies/client";

/** The case studies as cards, the newest engagements first; none until data/case-studies/ has one. */
export function useCaseStudies(): ReadonlyArray<CaseStudyCardData> {
  const data = useStaticQuery<Queries.CaseStudyListQuery>(graphql`
    query CaseStudyList {
      allCaseStudy(sort: [{ start: DESC }, { slug: ASC }]) {
        nodes {
          route
          title
          client
          industry
          city
          summary
          engagement {
            change
            comparedWeeks
          }
        }
      }
    }
  `);
  return data.allCaseStudy.nodes.map((n) => ({
    route: n.route,
    title: n.title,
    client: n.client,
    industry: n.industry,
    city: n.city,
    summary: n.summary,
    change: typeof n.engagement.change === "number" ? formatChange(n.engagement.change) : null,
    weeks: n.engagement.comparedWeeks,
  }));
}
