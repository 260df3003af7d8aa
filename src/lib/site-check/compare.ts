/**
 * Compare with competitors: up to two more addresses checked beside the visitor's, each by
 * checkSite under the same limits as a check of its own (its own deadline, the fetcher's caps and
 * vetting), side by side, so a comparison takes no longer than one check. It counts as one check
 * per site against fair use (handler.ts). The visitor's report keeps its shape; the competitors'
 * go in its `compared`, each a report or, when that site could not be fetched, why: a competitor
 * that does not answer never costs the visitor their own report.
 *
 * Each site's report is at most MAX_SITE_REPORT_BYTES (run.ts), so the three together stay within
 * MAX_REPORT_BYTES; given the editors' `leftOut`, the whole is guarded too (report-bounds.ts).
 */
import { Refusal, targetUrl } from "./address";
import { FetchFailure } from "./fetcher";
import { quoted } from "./quote";
import { boundedReport } from "./report-bounds";
import type { CheckReport, Competitor, SiteReport } from "./run";

import { COMPARE_FIELDS, type CompareField } from "./compare-fields";

export { COMPARE_FIELDS, isSiteReport, type CompareField } from "./compare-fields";

/** The most competitors a comparison takes. */
export const MAX_COMPETITORS = COMPARE_FIELDS.length;

/** A competitor's address as typed, with its field (where an error about it is shown). */
export interface TypedCompetitor {
  field: CompareField;
  typed: string;
}

/** A competitor's address that cannot be checked, named by its field. */
export class CompetitorRefusal extends Error {
  constructor(
    readonly field: CompareField,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CompetitorRefusal";
  }
}

/** The competitors' fields a request filled in (blank ones are not asked for). */
export function typedCompetitors(read: (field: CompareField) => string | undefined): TypedCompetitor[] {
  return COMPARE_FIELDS.flatMap((field) => {
    const typed = read(field)?.trim();
    return typed ? [{ field, typed }] : [];
  });
}

/**
 * The competitors' addresses to check, normalised as the visitor's is (`normalise`): each refused
 * at its field when it is not an address the check may fetch, is the visitor's own, or repeats
 * the other.
 */
export function competitorTargets(
  typed: readonly TypedCompetitor[],
  own: URL,
  allowHosts: ReadonlySet<string>,
  normalise: (url: URL) => URL,
  sameAddress: string,
): URL[] {
  const seen = new Set([own.href]);
  return typed.map(({ field, typed: address }) => {
    let target: URL;
    try {
      target = normalise(targetUrl(address, allowHosts));
    } catch (error) {
      if (error instanceof Refusal) throw new CompetitorRefusal(field, error.status, error.code, error.message);
      throw error;
    }
    if (seen.has(target.href)) throw new CompetitorRefusal(field, 400, "same-address", sameAddress);
    seen.add(target.href);
    return target;
  });
}

/** What a comparison stores of a competitor's report: the report alone (never its own comparison). */
function siteReport(report: CheckReport): SiteReport {
  const { compared: _compared, pages: _pages, ...site } = report;
  return site;
}

/**
 * The visitor's report with the competitors' beside it. Every site is checked at once, each by
 * `check` under its own limits; the visitor's site failing fails the check as before, a
 * competitor failing is named in its place.
 */
export async function compareSites(
  own: URL,
  competitors: readonly URL[],
  /** `own`: the visitor's site, whose more pages are checked too (a competitor's are not: pages.ts). */
  check: (url: URL, own: boolean) => Promise<CheckReport>,
  /** The words for what is left out of a report over its budget (Words.leftOut): with them, the whole is guarded. */
  leftOut?: string,
): Promise<CheckReport> {
  const others = competitors.map(async (url): Promise<Competitor> =>
    check(url, false)
      .then(siteReport)
      .catch((error: unknown) => {
        // A failure names the host it failed at, which the site may have chosen (a redirect's).
        if (error instanceof Refusal || error instanceof FetchFailure)
          return { address: url.href, error: quoted(error.message) };
        return { address: url.href, error: "It could not be checked." };
      }),
  );
  const [report, ...compared] = await Promise.all([check(own, true), ...others]);
  const whole = competitors.length === 0 ? report : { ...report, compared };
  return leftOut === undefined ? whole : boundedReport(whole, leftOut);
}
