/**
 * The check's wording from the parsed content, which gatsby-node.ts onPreInit hands the Function
 * (src/generated/function-data.json, read by content/function-data.ts): the
 * report's labels (its page's siteCheck section) and the findings' words (data/site-check.yaml),
 * each service link made from the services collection, so renaming a service needs no code.
 */
import type { ParsedContent } from "../content/parse";
import type { Section } from "../content/schema";
import type { ReportCopy } from "./report-copy";
import type { ReportDesign } from "./report-design";
import { reportDesign } from "./report-design-build";
import { resolveWords, type Words } from "./words";

type SiteCheckSection = Extract<Section, { type: "siteCheck" }>;

export function siteCheckCopy({ pages }: Pick<ParsedContent, "pages">): Omit<ReportCopy, "design"> | undefined {
  return pages
    .flatMap(({ data }) => data.sections)
    .find((section): section is SiteCheckSection => section.type === "siteCheck")?.check;
}

export function siteCheckWords({
  siteCheck,
  services,
}: Pick<ParsedContent, "siteCheck" | "services">): Words | undefined {
  if (!siteCheck) return undefined;
  return resolveWords(
    siteCheck,
    new Map(services.map(({ route, data }) => [data.slug, { href: route, label: data.title }])),
  );
}

/**
 * The report's design data (report-design.ts): data/site-check.yaml's report words and efforts,
 * each service's starting price (null while a placeholder), the strategist slot and the agency's
 * contact, from data/site.yaml, the services and the team.
 */
export function siteCheckDesign({
  siteCheck,
  services,
  site,
  people,
}: Pick<ParsedContent, "siteCheck" | "services" | "site" | "people">): ReportDesign | undefined {
  if (!siteCheck) return undefined;
  return reportDesign({
    report: siteCheck.report,
    checks: siteCheck.checks,
    services: services.map(({ route, data }) => ({
      href: route,
      offer: data.sections.find((section) => section.type === "offer"),
    })),
    engagement: site.engagement,
    people: site.people,
    team: people,
    booking: site.booking,
    agency: { name: site.name, ...site.contact },
  });
}
