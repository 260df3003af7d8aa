/** The check's wording from the parsed content (its page's siteCheck section): gatsby-node.ts onPreInit hands it to the Function. */
import type { ParsedContent } from "../content/parse";
import type { Section } from "../content/schema";
import type { ReportCopy } from "./report-markup";

type SiteCheckSection = Extract<Section, { type: "siteCheck" }>;

export function siteCheckCopy({ pages }: Pick<ParsedContent, "pages">): ReportCopy | undefined {
  return pages
    .flatMap(({ data }) => data.sections)
    .find((section): section is SiteCheckSection => section.type === "siteCheck")?.check;
}
