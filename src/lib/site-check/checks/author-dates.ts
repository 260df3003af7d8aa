/**
 * The page says who stands behind it and when it changed: a JSON-LD author (or the business its
 * structured data names, or a meta author), and a JSON-LD date, an article date, a date the page
 * shows ("Updated 3 March 2026", a dated <time>) or a Last-Modified header.
 *
 * A date is not a pass by being there: the page's own visible date older than 12 months, on a page
 * presented as current (not an article, which keeps its date), is a warning of its own, quoting the
 * date and its age (read/disagreements.ts staleDate: the same rule, and the same months, as the
 * cross-page finding, which leaves the page given to this check). A recent date passes; no date is
 * a warning, as before. Judged against the check's `now`.
 */
import { quotedOr } from "../quote";
import { isBusinessType } from "../read/business-types";
import { staleDate, visibleDate } from "../read/disagreements";
import { pageCheck } from "./define";

/** A stale date rests on research as well as on Google's documentation of dates. */
const STALE_EVIDENCE = { kind: "research", source: "what-gets-cited" } as const;

export default pageCheck({
  id: "author-dates",
  category: "trust",
  weight: 3,
  evidence: { kind: "documented", source: "google-byline-dates" },
  outcomes: {
    both: { status: "pass", vars: ["author", "date"] },
    stale: { status: "warn", vars: ["author", "date", "months", "quote"], evidence: STALE_EVIDENCE },
    "stale-no-author": { status: "warn", vars: ["date", "months", "quote"], evidence: STALE_EVIDENCE },
    "no-date": { status: "warn", vars: ["author"] },
    "no-author": { status: "warn", vars: ["date"] },
    neither: { status: "warn" },
  },
  run({ fetched, facts }, { now }) {
    const data = facts.structuredData;
    const business =
      data.businesses[0]?.name ?? (data.types.some(isBusinessType) ? data.types.find(isBusinessType) : undefined);
    const author = data.authors[0] ?? facts.metaAuthor ?? business;
    const page = { url: fetched.url, facts };
    const stale = staleDate(page, now);
    if (stale) {
      const vars = { date: stale.date, months: stale.months, quote: stale.quote };
      return author ? { outcome: "stale", vars: { author, ...vars } } : { outcome: "stale-no-author", vars };
    }
    const date =
      data.dates[0] ??
      facts.metaDates[0] ??
      visibleDate(page)?.quote ??
      (facts.timeElements > 0 ? "<time datetime>" : quotedOr(fetched.headers["last-modified"]));
    if (author && date) return { outcome: "both", vars: { author, date } };
    if (author) return { outcome: "no-date", vars: { author } };
    if (date) return { outcome: "no-author", vars: { date } };
    return { outcome: "neither" };
  },
});
