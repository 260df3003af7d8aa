/**
 * The check's wording from the parsed content, which gatsby-node.ts onPreInit hands the Function
 * (src/generated/function-data.json, read by content/function-data.ts): the
 * report's labels (its page's siteCheck section) and the findings' words (data/site-check.yaml),
 * each service link made from the services collection, so renaming a service needs no code.
 */
import type { ParsedContent } from "../content/parse";
import type { Section } from "../content/schema";
import type { ReportCopy } from "./report-copy";
import { resolveWords, type Words } from "./words";

type SiteCheckSection = Extract<Section, { type: "siteCheck" }>;

export function siteCheckCopy({ pages }: Pick<ParsedContent, "pages">): ReportCopy | undefined {
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
