/**
 * A case study as Gatsby's node (CaseStudy) holds it: its front matter as written, with what the
 * build works out beside it: its slug and route, its story as HTML, and its engagement (the weeks
 * around the start and the change) from the Search Console export. Its GraphQL type is derived
 * from this schema like every other content type (src/lib/content/derive-graphql.ts).
 */
import { z } from "zod";
import { caseStudySchema, engagementSchema } from "../content/schema";
import { markdownToHtml } from "../insights";
import type { ParsedCaseStudy } from "../content/parse";

export const caseStudyNodeSchema = caseStudySchema
  .extend({
    slug: z.string(),
    route: z.string(),
    html: z.string(),
    engagement: engagementSchema,
  })
  .meta({ graphqlName: "CaseStudy" });

export type CaseStudyNodeData = z.infer<typeof caseStudyNodeSchema>;

/** The node's fields for one parsed case study. */
export function caseStudyNodeData(study: ParsedCaseStudy): CaseStudyNodeData {
  const { change, ...rest } = study.engagement;
  return {
    ...study.data,
    slug: study.slug,
    route: study.route,
    html: markdownToHtml(study.body),
    engagement: { ...rest, ...(change === null ? {} : { change }) },
  };
}
