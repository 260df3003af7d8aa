/**
 * The page says who stands behind it and when it changed: a JSON-LD author (or the business its
 * structured data names, or a meta author), and a JSON-LD date, an article date, a dated <time> or
 * a Last-Modified header.
 */
import { quotedOr } from "../quote";
import { isBusinessType } from "../read/business-types";
import { pageCheck } from "./define";

export default pageCheck({
  id: "author-dates",
  category: "trust",
  weight: 3,
  evidence: { kind: "documented", source: "google-byline-dates" },
  outcomes: {
    both: { status: "pass", vars: ["author", "date"] },
    "no-date": { status: "warn", vars: ["author"] },
    "no-author": { status: "warn", vars: ["date"] },
    neither: { status: "warn" },
  },
  run({ fetched, facts }) {
    const data = facts.structuredData;
    const business =
      data.businesses[0]?.name ?? (data.types.some(isBusinessType) ? data.types.find(isBusinessType) : undefined);
    const author = data.authors[0] ?? facts.metaAuthor ?? business;
    const date =
      data.dates[0] ??
      facts.metaDates[0] ??
      (facts.timeElements > 0 ? "<time datetime>" : quotedOr(fetched.headers["last-modified"]));
    if (author && date) return { outcome: "both", vars: { author, date } };
    if (author) return { outcome: "no-date", vars: { author } };
    if (date) return { outcome: "no-author", vars: { date } };
    return { outcome: "neither" };
  },
});
