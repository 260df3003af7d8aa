/**
 * What the report needs besides its labels to sell what it found (issue 59): the verdict under the
 * score, the bands its bars are coloured by, the fixes in two groups with an effort tag each, the
 * service most of them name with its starting price (or its placeholder), the strategist slot, and
 * the agency's name and contact for the printed footer. Its words are data/site-check.yaml's
 * `report` group; the facts are the site's own (data/site.yaml, the services' offers, the team),
 * composed by reportDesign() at build for the Function (content/function-data.ts) and by the check
 * page's section for the island. Free of Node APIs and of zod: the island bundles it.
 */
import type { Finding } from "./run";
import type { ServiceLink } from "./words";
import { fill } from "./words";

export const EFFORTS = ["minutes", "hours", "rewrite"] as const;
/** How long a fix takes: a setting or a line, a developer's task, or the page's content or build redone. */
export type Effort = (typeof EFFORTS)[number];

/**
 * The bands a score is coloured by, as PageSpeed Insights colours Lighthouse's: 0 to 49 red
 * (poor), 50 to 89 orange (needs improvement), 90 to 100 green (good). Source: Chrome for
 * Developers, "How Lighthouse calculates your overall Performance score", #color-coding.
 */
export type ScoreBand = "good" | "average" | "poor";
export const scoreBand = (score: number): ScoreBand => (score >= 90 ? "good" : score >= 50 ? "average" : "poor");

/** data/site-check.yaml's `report` group. */
export interface ReportWords {
  verdicts: Record<ScoreBand | "clear", string>;
  legend: Record<ScoreBand, string> & { label: string };
  fixFirst: string;
  fixFirstNote: string;
  worthFixing: string;
  worthFixingNote: string;
  effortLabel: string;
  efforts: Record<Effort, string>;
  fixForYou: string;
  siteWide: string;
  siteWideNote: string;
  close: { heading: string; intro: string; service: string; button: string; buttonNothing: string };
  developer: { heading: string; intro: string };
  compared: string;
  printFooter: string;
}

export interface ReportDesign {
  words: ReportWords;
  /** Each check's effort to fix, by its id (data/site-check.yaml, checks[].effort). */
  efforts: Record<string, Effort>;
  /** Each service's starting price as its page writes it ("From $3,000, one-off"), by its page's address; null while it is a placeholder. */
  offers: Record<string, string | null>;
  /** The strategist slot, as the price cards and contact show it (data/site.yaml people, booking). */
  people: {
    placeholder: string;
    placeholderRole: string;
    replyPromise: string;
    strategist: { name: string; role: string } | null;
  };
  booking: { label: string; note: string; url: string | null };
  /** For the printed footer (data/site.yaml); a phone in the range kept for fiction is marked a placeholder. */
  agency: { name: string; email: string; phone: string; phonePlaceholder: boolean };
}

/**
 * The fixes in two groups. Fix first: a failure of a check that counts in the score (`counts`: its
 * evidence is documented or research). Worth fixing: every warning, and a failure of a convention, which is
 * reported but never scored (llms.txt, question headings). Each group keeps the report's order.
 */
export function groupFixes<F extends Pick<Finding, "status" | "counts">>(
  findings: readonly F[],
): { fixFirst: F[]; worthFixing: F[] } {
  const fixes = findings.filter((f) => f.status !== "pass");
  const first = (f: F) => f.status === "fail" && f.counts;
  return { fixFirst: fixes.filter(first), worthFixing: fixes.filter((f) => !first(f)) };
}

/** The sentence under the score: by its band, with how many things to fix; none without a score. */
export function verdict(score: number | null, toFix: number, words: ReportWords["verdicts"]): string | undefined {
  if (score === null) return undefined;
  if (toFix === 0) return words.clear;
  return fill(words[scoreBand(score)], { count: toFix });
}

/**
 * The service the closing band names: the one most fixes link to, a Fix first counting before a
 * Worth fixing when two are level; undefined with nothing to fix.
 */
export function mainService(
  findings: ReadonlyArray<Pick<Finding, "status" | "counts" | "service">>,
): ServiceLink | undefined {
  const { fixFirst, worthFixing } = groupFixes(findings);
  const tally = new Map<string, { service: ServiceLink; count: number; first: number }>();
  [...fixFirst, ...worthFixing].forEach((f, i) => {
    const seen = tally.get(f.service.href);
    if (seen) seen.count += 1;
    else tally.set(f.service.href, { service: f.service, count: 1, first: i });
  });
  return [...tally.values()].sort((a, b) => b.count - a.count || a.first - b.first)[0]?.service;
}

/**
 * The findings about the whole site rather than a page (robots.txt, llms.txt, the sitemap,
 * https): those no page was scored on. Known only when more than one page was checked.
 */
export function siteWideIds(report: {
  findings: ReadonlyArray<Pick<Finding, "id">>;
  pages?: ReadonlyArray<{ score: number | null; statuses: Readonly<Record<string, unknown>> }> | undefined;
}): Set<string> {
  const checked = (report.pages ?? []).filter((page) => page.score !== null);
  if (checked.length < 2) return new Set();
  const perPage = new Set(checked.flatMap((page) => Object.keys(page.statuses)));
  return new Set(report.findings.map((f) => f.id).filter((id) => !perPage.has(id)));
}
