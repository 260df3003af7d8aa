/**
 * A case study as Gatsby's node (CaseStudy) holds it: its front matter as written, with what the
 * build works out beside it: its slug and route, its story as HTML, and its engagement (the weeks
 * around the start and the change) from the Search Console export. Its GraphQL type is derived
 * from this schema like every other content type (src/lib/content/derive-graphql.ts).
 */
import { z } from "zod";
import { caseStudySchema } from "../content/schema";
import { markdownToHtml } from "../insights/render-markdown";
import type { ParsedCaseStudy } from "../content/parse";

const week = z
  .strictObject({
    index: z.number().int(),
    start: z.string(),
    days: z.number().int(),
    clicks: z.number().int(),
    impressions: z.number().int(),
    clicksPerDay: z.number(),
    impressionsPerDay: z.number(),
  })
  .meta({ graphqlName: "CaseStudyWeek" });

const engagement = z
  .strictObject({
    weeks: z.array(week),
    comparedWeeks: z.number().int(),
    before: z.number(),
    after: z.number(),
    change: z.number().optional(),
    from: z.string(),
    to: z.string(),
    first: z.string(),
    last: z.string(),
  })
  .meta({ graphqlName: "CaseStudyEngagement" });

export const caseStudyNodeSchema = caseStudySchema
  .extend({
    slug: z.string(),
    route: z.string(),
    html: z.string(),
    engagement,
  })
  .meta({ graphqlName: "CaseStudy" });

export type CaseStudyNodeData = z.infer<typeof caseStudyNodeSchema>;

/** The node's fields for one parsed case study. */
export function caseStudyNodeData(study: ParsedCaseStudy): CaseStudyNodeData {
  const { change, ...rest } = study.engagement;
  return { ...study.data, slug: study.slug, route: study.route, html: markdownToHtml(study.body), engagement: { ...rest, ...(change === null ? {} : { change }) } };
}
