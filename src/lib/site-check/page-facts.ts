/**
 * What the checks read from a page's HTML as the server sent it (no script runs: that is what a
 * crawler that does not render JavaScript sees), in one pass over htmlparser2's events, which read
 * malformed HTML the way browsers do rather than failing.
 *
 * One pass, in time linear in the page whatever it holds: no tree is built and no text is gathered
 * twice. Nesting deeper than MAX_DEPTH is flattened as browsers do (Chromium stops nesting at 512):
 * the element at the bottom of the stack is closed before another opens. htmlparser2 keeps its open
 * elements in an array it shifts and unshifts, so 400,000 nested `<div>` took it 138 s; capped, the
 * same page takes well under a second.
 *
 * Every value it keeps is the site's to write, so each is cut where it is read: text the report
 * may quote at QUOTE_CHARS, with an ellipsis (quote.ts), an address at MAX_ADDRESS_CHARS, and each
 * list at MAX_LISTED values (headings at MAX_HEADINGS, links at MAX_LINKS). The title's and the
 * description's lengths are kept as written, for the checks that measure them.
 */
import { Parser } from "htmlparser2";
import { AgentReader, type AgentFacts } from "./read/agent-facts";
import { isBusinessType } from "./read/business-types";
import { countWords, type Heading } from "./read/text";
import { keptAddress, quoted, quotedOr } from "./quote";

export type { Heading };

/** A business as one top-level JSON-LD node states it (nested ones, such as departments, are other businesses). */
export interface BusinessRecord {
  type: string;
  name: string | undefined;
  phones: string[];
  addresses: string[];
  /** `areaServed`, as text. */
  served: string[];
  /** `openingHours` and `openingHoursSpecification`, as text (Mo-Fr 08:00-17:00). */
  hours: string[];
  description: string | undefined;
}

/** A rating the structured data claims: its value and how many ratings or reviews stand behind it. */
export interface RatingClaim {
  /** The type of what is rated (its parent node's), when known. */
  of: string | undefined;
  value: string | undefined;
  /** ratingCount or reviewCount, when one is a number. */
  count: number | undefined;
  /** The number of reviews listed beside it (`review`), when there is a list. */
  reviews: number | undefined;
}

export interface StructuredData {
  /** Every @type found in the page's JSON-LD, nested ones and @graph members included. */
  types: string[];
  blocks: number;
  /** JSON-LD blocks that are not valid JSON. */
  invalid: number;
  /** Author names (JSON-LD `author`), and dates (`datePublished`, `dateModified`). */
  authors: string[];
  dates: string[];
  /** `dateModified` alone, as written. */
  modified: string[];
  businesses: BusinessRecord[];
  ratings: RatingClaim[];
}

export interface PageFacts {
  title: string | undefined;
  /** The title's characters as written (the title itself is cut: quote.ts). */
  titleLength: number;
  description: string | undefined;
  /** The description's characters as written. */
  descriptionLength: number;
  lang: string | undefined;
  robotsMeta: string[];
  canonical: string | undefined;
  h1: string[];
  headings: Heading[];
  /** Words of visible text as sent (scripts, styles, templates, noscript and hidden elements left out). */
  words: number;
  /** The first visible words, as a crawler that runs no script receives them. */
  textSample: string;
  /** Words inside <noscript>: text a crawler gets only as a fallback. */
  noscriptWords: number;
  /** Scripts that run (JSON-LD blocks are data, not counted). */
  scripts: number;
  /** The element a script framework mounts into (`<div id="root">`), when the page has one. */
  mountPoint: string | undefined;
  structuredData: StructuredData;
  metaAuthor: string | undefined;
  metaDates: string[];
  timeElements: number;
  /** A `<meta http-equiv="refresh">`: its delay and where it sends the visitor, if anywhere. */
  refresh: { seconds: number; url: string | undefined } | undefined;
  /** The first MAX_LINKS links' `href`s, as written (the check picks more pages of the site from them). */
  links: string[];
  /** What a plain-fetch agent reads besides (read/agent-facts.ts). */
  agent: AgentFacts;
}

/** Deeper than this, the bottom element is closed before another opens (Chromium flattens at 512). */
export const MAX_DEPTH = 256;
/** JSON-LD nodes visited at most, in all blocks (a page of millions of tiny nodes stops here). */
const MAX_NODES = 20_000;
/** Top-level JSON-LD nodes read for the business they describe, at most. */
const MAX_TOP_NODES = 200;
const MAX_LISTED = 20;
/** Links kept at most: enough to pick four more pages from, whatever a page of 10,000 links holds. */
export const MAX_LINKS = 200;
const MAX_HEADINGS = 500;
/** Read of a heading or the title: more than is quoted, so a longer one is known to be cut. */
const HEADING_CHARS = 300;
/** Read of an answer after a heading: its words are counted (answersFirst), never quoted. */
const ANSWER_CHARS = 2_000;
const SAMPLE_CHARS = 200;

const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "title"]);
const BLOCKS_AFTER_HEADING = new Set(["p", "ul", "ol", "dl", "table"]);
const HEADING = /^h[1-6]$/;
/** Where script frameworks mount the page they write (React, Next.js, Nuxt, Gatsby, Vue, Svelte, Angular). */
const MOUNT_IDS = new Set(["root", "app", "__next", "__nuxt", "___gatsby", "svelte", "q-app", "app-root"]);
const FOREIGN = new Set([
  "math",
  "svg",
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

const clean = (text: string): string => text.replace(/\s+/g, " ").trim();

/** A piece of text gathered up to a bound. */
class Capture {
  text = "";
  /** Characters given, kept or not. */
  seen = 0;
  constructor(readonly limit: number) {}
  add(data: string): void {
    this.seen += data.length;
    if (this.text.length < this.limit) this.text += data.slice(0, this.limit - this.text.length);
  }
}

interface Open {
  name: string;
  hides: boolean;
  heading?: { heading: Heading; capture: Capture };
  answer?: { heading: Heading; capture: Capture };
  mount?: boolean;
  /** What the agent reader does when it closes. */
  agentClose?: () => void;
  title?: boolean;
  jsonLd?: boolean;
  noscript?: boolean;
}

/** htmlparser2's Parser as it is inside: its stack of open element names (top first) and how it opens one. */
interface ParserInternals {
  stack: string[];
  foreignContext: boolean[];
  emitOpenTag(name: string): void;
}

const BUSINESS_KEYS = { telephone: "telephone", address: "address" } as const;

function typesOf(node: Record<string, unknown>): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type.slice(0, MAX_LISTED) : [type])
    .filter((t): t is string => typeof t === "string")
    .map((t) => quoted(t.replace(/^(https?:\/\/schema\.org\/|schema:)/, "")));
}

/** A JSON-LD value as text, cut (quote.ts). */
const textOf = (value: unknown): string | undefined =>
  typeof value === "string"
    ? quoted(clean(value)) || undefined
    : typeof value === "number"
      ? quoted(String(value))
      : undefined;

function countOf(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function addressOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.slice(0, MAX_LISTED).flatMap(addressOf);
  const plain = textOf(value);
  if (plain) return [plain];
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const parts = ["streetAddress", "addressLocality", "addressRegion", "postalCode"]
    .map((key) => textOf(record[key]))
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? [quoted(parts.join(", "))] : [];
}

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.slice(0, MAX_LISTED) : [value]).map(textOf).filter((v): v is string => v !== undefined);

function nameOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.slice(0, MAX_LISTED).flatMap(nameOf);
  if (typeof value === "string") return [quoted(value)];
  if (typeof value === "object" && value !== null && "name" in value && typeof value.name === "string")
    return [quoted(value.name)];
  return [];
}

/** `openingHoursSpecification` as text: each day with its hours (Monday 08:00-17:00). */
function hoursOf(value: unknown): string[] {
  const specs = (Array.isArray(value) ? value.slice(0, MAX_LISTED) : [value]).filter(
    (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v),
  );
  return specs.flatMap((spec) => {
    const opens = textOf(spec.opens);
    const closes = textOf(spec.closes);
    if (opens === undefined || closes === undefined) return [];
    const days = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek.slice(0, 7) : [spec.dayOfWeek])
      .map((day) => (typeof day === "string" ? day.replace(/^https?:\/\/schema\.org\//, "") : undefined))
      .filter((day): day is string => day !== undefined);
    return days.map((day) => quoted(`${day} ${opens}-${closes}`));
  });
}

/** What one JSON-LD block says, added to `data`; `budget` counts the nodes still to visit. */
function readJsonLd(json: unknown, data: StructuredData, budget: { nodes: number }): void {
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || typeof value !== "object" || value === null || budget.nodes <= 0) return;
    budget.nodes -= 1;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (budget.nodes <= 0) return;
        visit(item, depth + 1);
      }
      return;
    }
    const record = value as Record<string, unknown>;
    const types = typesOf(record);
    if (data.types.length < 200) data.types.push(...types);
    if (data.authors.length < MAX_LISTED) data.authors.push(...nameOf(record.author));
    for (const key of ["datePublished", "dateModified"]) {
      const date = record[key];
      if (typeof date === "string" && data.dates.length < MAX_LISTED) data.dates.push(quoted(date));
      if (key === "dateModified" && typeof date === "string" && data.modified.length < MAX_LISTED)
        data.modified.push(quoted(date));
    }
    const rating = record.aggregateRating;
    if (typeof rating === "object" && rating !== null && !Array.isArray(rating) && data.ratings.length < MAX_LISTED) {
      const r = rating as Record<string, unknown>;
      const review = record.review;
      data.ratings.push({
        of: types[0],
        value: textOf(r.ratingValue),
        count: countOf(r.ratingCount) ?? countOf(r.reviewCount),
        reviews: Array.isArray(review) ? review.length : review ? 1 : undefined,
      });
    }
    for (const [key, child] of Object.entries(record)) if (key !== "@context") visit(child, depth + 1);
  };
  // The block's own nodes (its top level, or its @graph) each describe a thing of the page.
  const roots: unknown[] = Array.isArray(json) ? (json as unknown[]) : [json];
  const top: unknown[] = [];
  for (const node of roots) {
    if (top.length >= MAX_TOP_NODES) break;
    const graph = typeof node === "object" && node !== null ? (node as Record<string, unknown>)["@graph"] : undefined;
    top.push(...(Array.isArray(graph) ? (graph as unknown[]).slice(0, MAX_TOP_NODES) : [node]));
  }
  for (const node of top.slice(0, MAX_TOP_NODES)) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) continue;
    const record = node as Record<string, unknown>;
    const type = typesOf(record).find(isBusinessType);
    if (type && data.businesses.length < MAX_LISTED)
      data.businesses.push({
        type,
        name: textOf(record.name),
        phones: listOf(record[BUSINESS_KEYS.telephone]),
        addresses: addressOf(record[BUSINESS_KEYS.address]),
        served: [...nameOf(record.areaServed), ...addressOf(record.areaServed)].slice(0, MAX_LISTED),
        hours: [...listOf(record.openingHours), ...hoursOf(record.openingHoursSpecification)].slice(0, MAX_LISTED),
        description: textOf(record.description),
      });
  }
  visit(json, 0);
}

export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    title: undefined,
    titleLength: 0,
    description: undefined,
    descriptionLength: 0,
    lang: undefined,
    robotsMeta: [],
    canonical: undefined,
    h1: [],
    headings: [],
    words: 0,
    textSample: "",
    noscriptWords: 0,
    scripts: 0,
    mountPoint: undefined,
    structuredData: {
      types: [],
      blocks: 0,
      invalid: 0,
      authors: [],
      dates: [],
      modified: [],
      businesses: [],
      ratings: [],
    },
    metaAuthor: undefined,
    metaDates: [],
    timeElements: 0,
    refresh: undefined,
    links: [],
    agent: { blocks: [], anchors: [], forms: [], frames: [], scripts: [], buttons: [], times: [], hiddenEmail: false },
  };
  const agent = new AgentReader();
  const stack: Open[] = [];
  let hidden = 0;
  let inNoscript = 0;
  let titleCapture: Capture | undefined;
  let jsonLd: string[] | undefined;
  let noscript = "";
  const visible: string[] = [];
  let sample = "";
  let lastHeading: Heading | undefined;
  let answer: { heading: Heading; capture: Capture } | undefined;
  const headingsOpen: Capture[] = [];
  let mountOpen = false;
  let mountChars = 0;
  const budget = { nodes: MAX_NODES };

  const close = (entry: Open) => {
    entry.agentClose?.();
    if (entry.hides) hidden -= 1;
    if (entry.noscript) inNoscript -= 1;
    if (entry.heading) {
      const { heading, capture } = entry.heading;
      heading.text = quoted(clean(capture.text));
      headingsOpen.splice(headingsOpen.indexOf(capture), 1);
      if (heading.level === 1 && facts.h1.length < MAX_LISTED) facts.h1.push(heading.text);
    }
    if (entry.answer) {
      // Counted, never quoted (read/text.ts answersFirst): read up to ANSWER_CHARS.
      const text = clean(entry.answer.capture.text);
      if (text !== "" && entry.answer.heading.firstAnswer === undefined) entry.answer.heading.firstAnswer = text;
      answer = undefined;
    }
    if (entry.mount) mountOpen = false;
    if (entry.title) {
      if (facts.title === undefined && titleCapture) {
        const text = clean(titleCapture.text);
        facts.title = quoted(text) || undefined;
        // Past what was read, each character as sent.
        facts.titleLength = text.length + titleCapture.seen - titleCapture.text.length;
      }
      titleCapture = undefined;
    }
    if (entry.jsonLd && jsonLd) {
      facts.structuredData.blocks += 1;
      try {
        readJsonLd(JSON.parse(jsonLd.join("")) as unknown, facts.structuredData, budget);
      } catch {
        facts.structuredData.invalid += 1;
      }
      jsonLd = undefined;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const attr = (key: string) => attributes[key];
        const entry: Open = {
          name,
          hides: HIDDEN.has(name) || attr("hidden") !== undefined,
        };
        const agentClose = agent.open(name, attr, hidden > 0 || entry.hides);
        if (agentClose) entry.agentClose = agentClose;
        if (entry.hides) hidden += 1;
        if (name === "html" && facts.lang === undefined) facts.lang = quotedOr(attr("lang"));
        else if (name === "title" && titleCapture === undefined && facts.title === undefined) {
          titleCapture = new Capture(HEADING_CHARS);
          entry.title = true;
        } else if (name === "meta") {
          const key = (attr("name") ?? "").toLowerCase();
          const content = attr("content");
          if (key === "description" && content !== undefined && facts.description === undefined) {
            const text = clean(content);
            if (text !== "") {
              facts.description = quoted(text);
              facts.descriptionLength = text.length;
            }
          } else if (/^(robots|googlebot|bingbot)$/.test(key) && facts.robotsMeta.length < MAX_LISTED)
            facts.robotsMeta.push(quoted((content ?? "").toLowerCase()));
          else if (key === "author" && content !== undefined) facts.metaAuthor ??= quoted(clean(content));
          const property = (attr("property") ?? "").toLowerCase();
          if (/^article:(published|modified)_time$/.test(property) && content !== undefined)
            if (facts.metaDates.length < MAX_LISTED) facts.metaDates.push(quoted(clean(content)));
          if ((attr("http-equiv") ?? "").toLowerCase() === "refresh" && content !== undefined && !facts.refresh) {
            // Trimmed and cut first: the pattern then has no run of spaces to backtrack over.
            const match = /^(\d+(?:\.\d+)?)?\s*(?:[;,]\s*(?:url\s*=\s*)?(.*))?$/is.exec(content.trim().slice(0, 2048));
            if (match) {
              const url = (match[2] ?? "").trim().replace(/^(['"])(.*)\1$/, "$2");
              facts.refresh = { seconds: Number(match[1] ?? 0), url: url === "" ? undefined : url };
            }
          }
        } else if (name === "link" && facts.canonical === undefined) {
          if ((attr("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical")) {
            const href = attr("href");
            facts.canonical = href === undefined ? undefined : keptAddress(href.trim());
          }
        } else if (name === "script") {
          if ((attr("type") ?? "").trim().toLowerCase() === "application/ld+json") {
            jsonLd = [];
            entry.jsonLd = true;
          } else facts.scripts += 1;
        } else if (name === "noscript") {
          entry.noscript = true;
          inNoscript += 1;
        } else if (name === "time" && attr("datetime") !== undefined) facts.timeElements += 1;
        else if (name === "a" && facts.links.length < MAX_LINKS) {
          const href = attr("href");
          if (href !== undefined) facts.links.push(keptAddress(href.trim()));
        }
        if (HEADING.test(name) && headingsOpen.length < 8 && facts.headings.length < MAX_HEADINGS) {
          const heading: Heading = { level: Number(name.slice(1)), text: "", firstAnswer: undefined };
          const capture = new Capture(HEADING_CHARS);
          facts.headings.push(heading);
          headingsOpen.push(capture);
          entry.heading = { heading, capture };
          lastHeading = heading;
        } else if (BLOCKS_AFTER_HEADING.has(name) && !answer && lastHeading && lastHeading.firstAnswer === undefined) {
          answer = { heading: lastHeading, capture: new Capture(ANSWER_CHARS) };
          entry.answer = answer;
        }
        const id = attr("id");
        if (id !== undefined && facts.mountPoint === undefined && !mountOpen && MOUNT_IDS.has(id) && hidden === 0) {
          facts.mountPoint = quoted(`<${name} id="${id}">`);
          entry.mount = true;
          mountOpen = true;
        }
        stack.push(entry);
      },
      onclosetag() {
        const entry = stack.pop();
        if (entry) close(entry);
      },
      ontext(data) {
        if (titleCapture) titleCapture.add(data);
        if (jsonLd) {
          jsonLd.push(data);
          return;
        }
        agent.text(data, hidden > 0);
        if (inNoscript > 0) noscript += ` ${data}`;
        if (hidden > 0) return;
        visible.push(data);
        if (sample.length < SAMPLE_CHARS) sample += data;
        if (mountOpen) mountChars += data.trim().length;
        for (const capture of headingsOpen) capture.add(data);
        answer?.capture.add(data);
      },
    },
    { decodeEntities: true },
  );
  // Flattening past MAX_DEPTH: the bottom of the stack is closed before another element opens.
  const internals = parser as unknown as ParserInternals;
  const emitOpenTag = internals.emitOpenTag.bind(parser);
  internals.emitOpenTag = (name: string) => {
    while (internals.stack.length >= MAX_DEPTH) {
      const bottom = internals.stack.shift();
      if (bottom === undefined) break;
      if (FOREIGN.has(bottom)) internals.foreignContext.shift();
      const entry = stack.pop();
      if (entry) close(entry);
    }
    emitOpenTag(name);
  };
  parser.end(html);
  facts.words = countWords(visible.join(" "));
  facts.textSample = quoted(clean(sample), SAMPLE_CHARS);
  facts.noscriptWords = countWords(noscript);
  // A mount point the server filled with the page's text is no shell.
  if (mountChars > SAMPLE_CHARS) facts.mountPoint = undefined;
  facts.structuredData.types = [...new Set(facts.structuredData.types)];
  facts.agent = agent.result();
  return facts;
}
