/**
 * A report's budgets (issue 55): a stored report is at most MAX_REPORT_BYTES of JSON, a comparison
 * of three sites included, and its page at most MAX_REPORT_PAGE_BYTES. They hold by construction:
 * every value quoted from a checked site is cut where it is read (quote.ts) and every list has its
 * cap, so the largest report a hostile page made was 18 kB (report-bounds.test.ts makes such pages).
 * `boundedReport` guards the end all the same: should a report still be over, what the largest
 * findings found is left out (their detail says so, in the editors' words) rather than kept.
 */
import { quoted } from "./quote";

/** A stored report's JSON, at most, a comparison's included. */
export const MAX_REPORT_BYTES = 256 * 1024;
/** A report's page, at most. */
export const MAX_REPORT_PAGE_BYTES = 400 * 1024;
/** One site's report, at most: the visitor's and two competitors' fit in MAX_REPORT_BYTES. */
export const MAX_SITE_REPORT_BYTES = Math.floor(MAX_REPORT_BYTES / 3) - 1024;

/** The bytes of `value` as JSON (UTF-8), as it is stored and sent. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * What the guard reads of a report (run.ts's CheckReport, which imports this module, has this
 * shape): its findings' words, its pages, and its competitors, each a report or why not.
 */
interface FindingWords {
  title: string;
  detail: string;
}
interface SiteShape {
  address: string;
  findings: FindingWords[];
  pages?: unknown;
  walk?: unknown;
  disagreements?: unknown;
}
type CompetitorShape = SiteShape | { address: string; error: string };
interface ReportShape extends SiteShape {
  compared?: CompetitorShape[];
}

interface Place {
  /** -1 for the report's own findings, else the competitor's index in `compared`. */
  site: number;
  index: number;
  bytes: number;
}

/**
 * `report` within `maxBytes` of JSON. If it is over, the findings (the competitors' too) with the
 * most bytes have their detail replaced by `leftOut`, largest first, until it fits; should that not
 * do (it cannot, by construction), the disagreements, the agent's walk and the pages checked go,
 * then the competitors' findings.
 */
export function boundedReport<R extends ReportShape>(report: R, leftOut: string, maxBytes = MAX_REPORT_BYTES): R {
  let bytes = jsonBytes(report);
  if (bytes <= maxBytes) return report;
  const own = [...report.findings];
  const compared: CompetitorShape[] | undefined = report.compared?.map((site) =>
    "findings" in site ? { ...site, findings: [...site.findings] } : site,
  );
  const listOf = (site: number): FindingWords[] | undefined => {
    if (site === -1) return own;
    const competitor = compared?.[site];
    return competitor && "findings" in competitor ? competitor.findings : undefined;
  };
  const places: Place[] = [-1, ...(compared ?? []).map((_site, i) => i)].flatMap(
    (site) => listOf(site)?.map((finding, index) => ({ site, index, bytes: jsonBytes(finding) })) ?? [],
  );
  places.sort((a, b) => b.bytes - a.bytes);
  for (const place of places) {
    if (bytes <= maxBytes) break;
    const findings = listOf(place.site);
    const finding = findings?.[place.index];
    if (!findings || !finding) continue;
    // The finding as it was (its id, status, why and evidence), what it found left out.
    const shorter: FindingWords = { ...finding, title: quoted(finding.title), detail: leftOut };
    findings[place.index] = shorter;
    bytes -= place.bytes - jsonBytes(shorter);
  }
  let bounded = { ...report, findings: own, ...(compared ? { compared } : {}) } as R;
  // The agent's walk and the disagreements quote the site (each quote cut, each list capped), so
  // they fit by construction too; should they not, they go before the pages checked.
  if (bytes > maxBytes && bounded.disagreements) {
    const { disagreements: _disagreements, ...rest } = bounded;
    bounded = rest as R;
    bytes = jsonBytes(bounded);
  }
  if (bytes > maxBytes && bounded.walk) {
    const { walk: _walk, ...rest } = bounded;
    bounded = rest as R;
    bytes = jsonBytes(bounded);
  }
  if (bytes > maxBytes && bounded.pages) {
    const { pages: _pages, ...rest } = bounded;
    bounded = rest as R;
    bytes = jsonBytes(bounded);
  }
  if (bytes > maxBytes && compared)
    bounded = {
      ...bounded,
      compared: compared.map((site) => ("findings" in site ? { address: site.address, error: leftOut } : site)),
    };
  return bounded;
}
