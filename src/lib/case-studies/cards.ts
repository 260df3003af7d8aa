/**
 * Case studies as lists show them: the newest engagements first, each as a card with its client,
 * where and what, its summary and the change the build worked out from its export.
 */
import type { ParsedCaseStudy } from "../content/parse";
import { formatChange } from "./search-console";

export interface CaseStudyCardData {
  route: string;
  title: string;
  client: string;
  industry: string;
  city: string;
  summary: string;
  /** The change in average daily clicks, as the page states it (+42%), or null when there were none before. */
  change: string | null;
  /** Over how many weeks either side of the start. */
  weeks: number;
}

/** The newest engagements first (by their start, then by name), of one service when `service` is given. */
export function newestCaseStudies<C extends Pick<ParsedCaseStudy, "slug" | "data">>(
  studies: readonly C[],
  count: number,
  service?: string,
): C[] {
  return studies
    .filter((s) => service === undefined || s.data.services.includes(service))
    .sort((a, b) =>
      a.data.start === b.data.start ? a.slug.localeCompare(b.slug) : b.data.start.localeCompare(a.data.start),
    )
    .slice(0, count);
}

export function caseStudyCard(study: Pick<ParsedCaseStudy, "route" | "data" | "engagement">): CaseStudyCardData {
  const { title, client, industry, city, summary } = study.data;
  return {
    route: study.route,
    title,
    client,
    industry,
    city,
    summary,
    change: study.engagement.change === null ? null : formatChange(study.engagement.change),
    weeks: study.engagement.comparedWeeks,
  };
}
