/**
 * "Your site argues with itself" (issue 56): across the pages read, what contradicts itself or has
 * gone stale, each with the places it was found (a page's address and a bounded quote). A visible
 * date older than 12 months on a page presented as current (not an article, which keeps its date:
 * staleDate, the rule the author and dates check applies to the page given);
 * a "© 2019" year; a dateModified that disagrees with the page's visible date; and two different
 * phone numbers, addresses, ABNs, opening hours or prices for the same thing on different pages.
 *
 * Nothing that is the owner's choice counts: an article's old date is its date; two pages of one
 * section (/locations/bondi/, /locations/manly/) are taken to be about different things, so two
 * branches' numbers are not a contradiction; a page that lists several numbers is not argued with.
 * Pure and bounded: it reads what page-facts.ts kept.
 */
import type { PageFacts } from "../page-facts";
import { quoted } from "../quote";
import { FOUND_CHARS, PHONE, PRICE } from "./hire-facts";

export const DISAGREEMENTS = [
  "stale-date",
  "old-copyright",
  "date-mismatch",
  "phone",
  "address",
  "abn",
  "hours",
  "price",
] as const;
export type DisagreementKind = (typeof DISAGREEMENTS)[number];

export interface Place {
  url: string;
  quote: string;
}

export interface Disagreement {
  kind: DisagreementKind;
  /** One place for a stale date or year, two for a contradiction. */
  places: Place[];
  /** Values its words may name. */
  vars: Record<string, string | number>;
}

export interface ReadPage {
  url: string;
  facts: PageFacts;
}

/** Disagreements of each kind reported at most. */
const PER_KIND = 3;
const DAY_MS = 86_400_000;
/** A visible date older than this on a page presented as current is stale. */
export const STALE_MS = 365 * DAY_MS;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_TEXT = new RegExp(
  `(\\d{4})-(\\d{2})-(\\d{2})|(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})|${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})|(\\d{1,2})/(\\d{1,2})/(\\d{4})|${MONTH}\\.?\\s+(\\d{4})`,
  "i",
);
/** A date a page gives as its own: after "updated", "last modified", "reviewed", "as of". */
const LABELLED_DATE = new RegExp(
  `\\b(?:(?:last\\s+)?(?:updated|modified|reviewed|revised)(?:\\s+on)?|(?:current|correct|accurate)\\s+as\\s+(?:of|at)|as\\s+(?:of|at))\\s*:?\\s*(${DATE_TEXT.source})`,
  "i",
);
const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:(\d{4})\s*(?:-|–|—|to)\s*)?(\d{4})\b/i;
const ABN = /\bABN:?\s*((?:\d\s?){11})(?!\d)/i;
const ADDRESS =
  /\b\d{1,5}[A-Za-z]?(?:\/\d{1,5})?\s+(?:[A-Z][A-Za-z'-]+\s+){1,3}(?:St|Street|Rd|Road|Ave|Avenue|Pde|Parade|Hwy|Highway|Dr|Drive|Lane|Ln|Pl|Place|Cres|Crescent|Blvd|Boulevard|Tce|Terrace|Way|Ct|Court)\b[^.!?\n]{0,60}?\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s*\d{4}\b/;
const DAYS =
  "(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)";
const TIME = "(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm)";
const HOURS = new RegExp(`\\b${DAYS}\\b[^0-9\\n]{0,30}?${TIME}\\s*(?:-|–|—|to)\\s*${TIME}`, "i");
const DAY_NAMES: Readonly<Record<string, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
const ARTICLE_TYPES = /^(Article|BlogPosting|NewsArticle|Report|ScholarlyArticle|TechArticle|LiveBlogPosting)$/;
const ARTICLE_PATH = /\/(blog|news|articles?|posts?|insights|stories|press|media|updates|events|journal)\//i;

/** A date written on a page, as the UTC day it names (a month alone: its last day), or undefined. */
export function parseDate(text: string): Date | undefined {
  const m = DATE_TEXT.exec(text);
  if (!m) return undefined;
  const month = (name: string | undefined) => MONTHS.indexOf((name ?? "").slice(0, 3).toLowerCase());
  let y: number;
  let mo: number;
  let d: number;
  if (m[1]) [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  else if (m[4]) [y, mo, d] = [Number(m[6]), month(m[5]), Number(m[4])];
  else if (m[7]) [y, mo, d] = [Number(m[9]), month(m[7]), Number(m[8])];
  else if (m[10]) [y, mo, d] = [Number(m[12]), Number(m[11]) - 1, Number(m[10])];
  else [y, mo, d] = [Number(m[14]), month(m[13]) + 1, 0];
  const date = new Date(Date.UTC(y, mo, d));
  return Number.isNaN(date.getTime()) || y < 1990 || y > 2100 || mo < 0 ? undefined : date;
}

/** An ISO date (a dateModified, a datetime) as its UTC day. */
function isoDay(text: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text?.trim() ?? "");
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

const day = (date: Date): string => date.toISOString().slice(0, 10);

function isArticle(page: ReadPage): boolean {
  const { structuredData, metaDates } = page.facts;
  return (
    structuredData.types.some((t) => ARTICLE_TYPES.test(t)) ||
    metaDates.length > 0 ||
    ARTICLE_PATH.test(new URL(page.url).pathname + "/")
  );
}

/** The block of `blocks` matching `pattern`, with its match and a quote around it. */
function matchIn(blocks: readonly string[], pattern: RegExp): { match: RegExpExecArray; quote: string } | undefined {
  for (const block of blocks) {
    const match = pattern.exec(block);
    if (match) {
      const start = Math.max(0, Math.min(match.index - 20, block.length - FOUND_CHARS));
      return { match, quote: quoted(`${start > 0 ? "…" : ""}${block.slice(start)}`, FOUND_CHARS) };
    }
  }
  return undefined;
}

/** The page's own visible date: a labelled one in its text, else its first <time datetime>. */
export function visibleDate(page: ReadPage): { date: Date; quote: string } | undefined {
  const labelled = matchIn(page.facts.agent.blocks, LABELLED_DATE);
  const date = labelled ? parseDate(labelled.match[1] ?? "") : undefined;
  if (labelled && date) return { date, quote: labelled.quote };
  for (const time of page.facts.agent.times) {
    const when = isoDay(time.datetime) ?? parseDate(time.text);
    if (when) return { date: when, quote: quoted(time.text || time.datetime || "", FOUND_CHARS) };
  }
  return undefined;
}

/** A stale date: the page's own visible date, the UTC day it names, its age in whole months, and where. */
export interface StaleDate {
  /** The day it names, as YYYY-MM-DD. */
  date: string;
  /** Whole months between it and now (a month of 30.44 days). */
  months: number;
  quote: string;
}

/**
 * The page's own visible date when it is older than 12 months and the page is presented as current
 * (not an article, which keeps its date); undefined otherwise. The one rule for a stale date: the
 * author and dates check judges the page given by it, and the disagreements every other page read.
 */
export function staleDate(page: ReadPage, now: Date): StaleDate | undefined {
  const shown = visibleDate(page);
  if (!shown || isArticle(page)) return undefined;
  const age = now.getTime() - shown.date.getTime();
  if (age <= STALE_MS) return undefined;
  return { date: day(shown.date), months: Math.floor(age / (30.44 * DAY_MS)), quote: shown.quote };
}

/** Values of one kind on each page, by key, with a quote of where. */
type Values = Map<string, string>;

const section = (url: string): string => new URL(url).pathname.split("/").find((p) => p !== "") ?? "";
/** Two pages of one section (not the home page) are about different things: /locations/bondi/ and /locations/manly/. */
const siblings = (a: string, b: string): boolean => section(a) !== "" && section(a) === section(b);

/** Every match of `pattern` in the page's text, by key, with a quote (at most 10). */
function valuesIn(blocks: readonly string[], pattern: RegExp, key: (m: RegExpExecArray) => string): Values {
  const values: Values = new Map();
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  for (const block of blocks) {
    for (const match of block.matchAll(global)) {
      const k = key(match);
      if (k !== "" && !values.has(k)) {
        const start = Math.max(0, Math.min(match.index - 20, block.length - FOUND_CHARS));
        values.set(k, quoted(`${start > 0 ? "…" : ""}${block.slice(start)}`, FOUND_CHARS));
      }
      if (values.size >= 10) return values;
    }
  }
  return values;
}

/**
 * Pages that each give exactly one value of a kind, and not the same one: the first two such pages
 * that are not of one section, quoted. A page giving several values is not argued with.
 */
function oneEach(pages: ReadonlyArray<{ url: string; values: Values }>): [Place, Place] | undefined {
  const single = pages.filter((p) => p.values.size === 1);
  for (let i = 0; i < single.length; i++)
    for (let j = i + 1; j < single.length; j++) {
      const a = single[i];
      const b = single[j];
      if (!a || !b || siblings(a.url, b.url)) continue;
      const [ka, qa] = [...a.values.entries()][0] ?? ["", ""];
      const [kb, qb] = [...b.values.entries()][0] ?? ["", ""];
      if (ka !== kb)
        return [
          { url: a.url, quote: qa },
          { url: b.url, quote: qb },
        ];
    }
  return undefined;
}

const minutes = (h: string | undefined, m: string | undefined, half: string | undefined): number =>
  ((Number(h) % 12) + ((half ?? "").toLowerCase() === "pm" ? 12 : 0)) * 60 + Number(m ?? 0);

const phoneKey = (text: string) => text.replace(/\D/g, "").slice(-9);
const addressKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bstreet\b/g, "st")
    .replace(/\broad\b/g, "rd")
    .replace(/\bavenue\b/g, "ave")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
/** A price's label: the few words before it (a "Blocked drain" in "Blocked drain: from $180"). */
function priceLabel(block: string, index: number): string {
  const before = block.slice(Math.max(0, index - 60), index).toLowerCase();
  const words = before
    .replace(/\b(from|only|just|starting|starts|at|is|costs?|price|:|-|–)\b/g, " ")
    .match(/[a-z][a-z'-]+/g);
  return (words ?? []).slice(-3).join(" ");
}

/**
 * What contradicts itself or has gone stale across `pages`, as at `now`. A page in `datedElsewhere`
 * (the page given, whose date the author and dates check judges as a finding of its own) is not
 * told of a stale date here a second time.
 */
export function disagreements(
  pages: readonly ReadPage[],
  now: Date,
  datedElsewhere: ReadonlySet<string> = new Set(),
): Disagreement[] {
  const found: Disagreement[] = [];
  const add = (item: Disagreement) => {
    if (found.filter((f) => f.kind === item.kind).length < PER_KIND) found.push(item);
  };
  for (const page of pages) {
    const shown = visibleDate(page);
    const stale = datedElsewhere.has(page.url) ? undefined : staleDate(page, now);
    if (stale)
      add({
        kind: "stale-date",
        places: [{ url: page.url, quote: stale.quote }],
        vars: { date: stale.date, months: stale.months },
      });
    const modified = page.facts.structuredData.modified[0];
    const modifiedDay = isoDay(modified);
    if (shown && modified && modifiedDay && Math.abs(modifiedDay.getTime() - shown.date.getTime()) > DAY_MS)
      add({
        kind: "date-mismatch",
        places: [
          { url: page.url, quote: shown.quote },
          { url: page.url, quote: quoted(`dateModified: ${modified}`, FOUND_CHARS) },
        ],
        vars: { shown: day(shown.date), modified: day(modifiedDay) },
      });
  }
  // The © year: the site's newest, stale when it ended more than 12 months ago.
  const years = pages.flatMap((page) => {
    const m = matchIn(page.facts.agent.blocks, COPYRIGHT);
    return m ? [{ url: page.url, quote: m.quote, year: Number(m.match[2]) }] : [];
  });
  const newest = Math.max(...years.map((y) => y.year));
  const oldest = years.reduce<(typeof years)[number] | undefined>((a, b) => (a && a.year <= b.year ? a : b), undefined);
  if (oldest && oldest.year <= now.getUTCFullYear() - 2 && oldest.year >= 1990) {
    const other = years.find((y) => y.year !== oldest.year);
    add({
      kind: "old-copyright",
      places: [{ url: oldest.url, quote: oldest.quote }, ...(other ? [{ url: other.url, quote: other.quote }] : [])],
      vars: { year: oldest.year, newest },
    });
  }
  const kinds: Array<[DisagreementKind, (page: ReadPage) => Values]> = [
    [
      "phone",
      (page) => {
        const values = valuesIn(page.facts.agent.blocks, PHONE, (m) => phoneKey(m[0]));
        for (const phone of page.facts.structuredData.businesses.flatMap((b) => b.phones))
          if (!values.has(phoneKey(phone)) && values.size < 10)
            values.set(phoneKey(phone), quoted(`telephone: ${phone}`, FOUND_CHARS));
        return values;
      },
    ],
    ["address", (page) => valuesIn(page.facts.agent.blocks, ADDRESS, (m) => addressKey(m[0]))],
    ["abn", (page) => valuesIn(page.facts.agent.blocks, ABN, (m) => (m[1] ?? "").replace(/\D/g, ""))],
  ];
  for (const [kind, valuesOf] of kinds) {
    const pair = oneEach(pages.map((page) => ({ url: page.url, values: valuesOf(page) })));
    if (pair) add({ kind, places: pair, vars: {} });
  }
  // Opening hours and prices: the same day, or the same thing, given different values on two pages.
  const keyed = (pattern: RegExp, label: (block: string, m: RegExpExecArray) => [string, string] | undefined) =>
    pages.map((page) => {
      const byThing = new Map<string, { value: string; quote: string }>();
      const global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
      for (const block of page.facts.agent.blocks) {
        for (const match of block.matchAll(global)) {
          const kv = label(block, match);
          if (kv && !byThing.has(kv[0]) && byThing.size < 50) {
            const start = Math.max(0, Math.min(match.index - 40, block.length - FOUND_CHARS));
            byThing.set(kv[0], {
              value: kv[1],
              quote: quoted(`${start > 0 ? "…" : ""}${block.slice(start)}`, FOUND_CHARS),
            });
          }
        }
      }
      return { url: page.url, byThing };
    });
  const differing = (kind: DisagreementKind, all: ReturnType<typeof keyed>) => {
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) {
        const a = all[i];
        const b = all[j];
        if (!a || !b || siblings(a.url, b.url)) continue;
        for (const [thing, va] of a.byThing) {
          const vb = b.byThing.get(thing);
          if (vb && vb.value !== va.value) {
            const named = kind === "hours" ? (DAY_NAMES[thing] ?? thing) : thing;
            add({
              kind,
              places: [
                { url: a.url, quote: va.quote },
                { url: b.url, quote: vb.quote },
              ],
              vars: { thing: named },
            });
            return;
          }
        }
      }
  };
  differing(
    "hours",
    keyed(HOURS, (_block, m) => [
      (m[1] ?? "").slice(0, 3).toLowerCase(),
      `${minutes(m[2], m[3], m[4])}-${minutes(m[5], m[6], m[7])}`,
    ]),
  );
  differing(
    "price",
    keyed(PRICE, (block, m) => {
      const label = priceLabel(block, m.index);
      return label.split(" ").length >= 2 ? [label, m[0].replace(/[^\d.]/g, "")] : undefined;
    }),
  );
  return found;
}
