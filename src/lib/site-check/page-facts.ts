/**
 * What the checks read from a page's HTML as the server sent it (no script runs: that is what a
 * crawler that does not render JavaScript sees). Parsed with htmlparser2, which reads malformed
 * HTML the way browsers do rather than failing, and walked with its DOM utilities.
 */
import { DomUtils, parseDocument } from "htmlparser2";

type Document = ReturnType<typeof parseDocument>;
type ChildNode = Document["children"][number];
type Element = Extract<ChildNode, { name: string; attribs: Record<string, string> }>;

const { findAll, findOne, getAttributeValue, isTag, isText, textContent } = DomUtils;

export interface Heading {
  level: number;
  text: string;
  /** The text of the first paragraph or list after it, before the next heading. */
  firstAnswer: string | undefined;
}

export interface StructuredData {
  /** Every @type found in the page's JSON-LD, nested ones and @graph members included. */
  types: string[];
  blocks: number;
  /** JSON-LD blocks that are not valid JSON. */
  invalid: number;
  /** Author names (JSON-LD `author`), publisher names, dates (`datePublished`, `dateModified`). */
  authors: string[];
  dates: string[];
}

export interface PageFacts {
  title: string | undefined;
  description: string | undefined;
  lang: string | undefined;
  robotsMeta: string[];
  canonical: string | undefined;
  h1: string[];
  headings: Heading[];
  /** Words of visible text in the body as sent (scripts, styles, templates and noscript left out). */
  words: number;
  /** Words inside <noscript>: text a crawler gets only as a fallback. */
  noscriptWords: number;
  scripts: number;
  structuredData: StructuredData;
  metaAuthor: string | undefined;
  metaDates: string[];
  timeElements: number;
}

const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "title"]);
const BLOCKS_AFTER_HEADING = new Set(["p", "ul", "ol", "dl", "table"]);

const clean = (text: string): string => text.replace(/\s+/g, " ").trim();
const countWords = (text: string): number => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

function visibleText(nodes: readonly ChildNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (isText(node)) out += ` ${node.data}`;
    else if (isTag(node) && !HIDDEN.has(node.name) && getAttributeValue(node, "hidden") === undefined)
      out += ` ${visibleText(node.children)}`;
  }
  return out;
}

function meta(all: Element[], key: "name" | "property", value: string): string | undefined {
  const found = all.find((el) => el.name === "meta" && getAttributeValue(el, key)?.toLowerCase() === value);
  const content = found && getAttributeValue(found, "content");
  return content === undefined ? undefined : clean(content);
}

/** Headings in document order, each with the first block of text that follows it. */
function headingsOf(all: Element[]): Heading[] {
  const ordered = all.filter((el) => /^h[1-6]$/.test(el.name) || BLOCKS_AFTER_HEADING.has(el.name));
  const headings: Heading[] = [];
  let open: Heading | undefined;
  for (const el of ordered) {
    if (/^h[1-6]$/.test(el.name)) {
      open = { level: Number(el.name.slice(1)), text: clean(textContent(el)), firstAnswer: undefined };
      headings.push(open);
    } else if (open && open.firstAnswer === undefined) {
      const text = clean(textContent(el));
      if (text !== "") open.firstAnswer = text;
    }
  }
  return headings;
}

function structuredDataOf(all: Element[]): StructuredData {
  const data: StructuredData = { types: [], blocks: 0, invalid: 0, authors: [], dates: [] };
  const nameOf = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(nameOf);
    if (typeof value === "string") return [value];
    if (typeof value === "object" && value !== null && "name" in value && typeof value.name === "string")
      return [value.name];
    return [];
  };
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || typeof value !== "object" || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const type = record["@type"];
    for (const t of Array.isArray(type) ? type : [type])
      if (typeof t === "string") data.types.push(t.replace(/^https?:\/\/schema\.org\//, ""));
    data.authors.push(...nameOf(record.author));
    for (const key of ["datePublished", "dateModified"])
      if (typeof record[key] === "string") data.dates.push(record[key]);
    for (const [key, child] of Object.entries(record)) if (key !== "@context") visit(child, depth + 1);
  };
  for (const el of all) {
    if (el.name !== "script" || getAttributeValue(el, "type")?.trim().toLowerCase() !== "application/ld+json") continue;
    data.blocks += 1;
    try {
      visit(JSON.parse(textContent(el)) as unknown, 0);
    } catch {
      data.invalid += 1;
    }
  }
  data.types = [...new Set(data.types)];
  return data;
}

export function pageFacts(html: string): PageFacts {
  const document = parseDocument(html, { decodeEntities: true });
  const all = findAll(() => true, document.children);
  const body = findOne((el) => el.name === "body", document.children);
  const titleEl = all.find((el) => el.name === "title");
  const canonicalEl = all.find(
    (el) => el.name === "link" && (getAttributeValue(el, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"),
  );
  const robotsMeta = all
    .filter((el) => el.name === "meta" && /^(robots|googlebot|bingbot)$/i.test(getAttributeValue(el, "name") ?? ""))
    .map((el) => (getAttributeValue(el, "content") ?? "").toLowerCase());
  const noscript = all.filter((el) => el.name === "noscript");
  return {
    title: titleEl ? clean(textContent(titleEl)) || undefined : undefined,
    description: meta(all, "name", "description") || undefined,
    lang:
      all.find((el) => el.name === "html") &&
      getAttributeValue(all.find((el) => el.name === "html") as Element, "lang"),
    robotsMeta,
    canonical: canonicalEl ? getAttributeValue(canonicalEl, "href")?.trim() : undefined,
    h1: all.filter((el) => el.name === "h1").map((el) => clean(textContent(el))),
    headings: headingsOf(all),
    words: countWords(visibleText(body ? body.children : document.children)),
    noscriptWords: countWords(noscript.map((el) => textContent(el)).join(" ")),
    scripts: all.filter(
      (el) => el.name === "script" && getAttributeValue(el, "type")?.toLowerCase() !== "application/ld+json",
    ).length,
    structuredData: structuredDataOf(all),
    metaAuthor: meta(all, "name", "author"),
    metaDates: [meta(all, "property", "article:published_time"), meta(all, "property", "article:modified_time")].filter(
      (d): d is string => d !== undefined,
    ),
    timeElements: all.filter((el) => el.name === "time" && getAttributeValue(el, "datetime") !== undefined).length,
  };
}

const QUESTION_WORDS = /^(who|what|when|where|why|how|which|can|could|do|does|did|is|are|should|will|would)\b/i;

/** A heading written as a question a searcher would ask. */
export const isQuestion = (text: string): boolean => text.endsWith("?") || QUESTION_WORDS.test(text);

/** An answer that leads: a first paragraph short enough to quote (at most 60 words). */
export const answersFirst = (heading: Heading): boolean =>
  heading.firstAnswer !== undefined && countWords(heading.firstAnswer) <= 60 && countWords(heading.firstAnswer) >= 5;
