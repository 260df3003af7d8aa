/**
 * A built page's elements as htmlparser2 reads them, each with where it sits in the HTML, for the
 * steps after the build: they read a page from these, and change it by splicing at these offsets,
 * so every byte they do not change stays as React wrote it (re-serialising a tree would rewrite
 * quoting and escaping). A script's or style's text is as written: the parser leaves it raw.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

export interface HtmlElement {
  /** Lower-case, as are the attributes' names. */
  name: string;
  attributes: Readonly<Record<string, string>>;
  /** Its "<". */
  start: number;
  /** Just after its start tag's ">": where its content starts. */
  startTagEnd: number;
  /** Its end tag's "<": where its content ends (where it ends, for an element whose end tag is implied). */
  endTagStart: number;
  /** Just after its end tag. */
  end: number;
  /** Each attribute from its name to just after its value. */
  attributeSpans: Readonly<Record<string, readonly [start: number, end: number]>>;
}

/** Every element of `html`, in document order. */
export function htmlElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  let spans: Record<string, readonly [number, number]> = {};
  const parser: Parser = new Parser({
    onattribute(name) {
      // Here the parser's end index is already just past the value.
      spans[name] ??= [parser.startIndex, parser.endIndex];
    },
    onopentag(name, attributes) {
      const element = {
        name,
        attributes,
        start: parser.startIndex,
        startTagEnd: parser.endIndex + 1,
        endTagStart: -1,
        end: -1,
        attributeSpans: spans,
      };
      spans = {};
      elements.push(element);
      open.push(element);
    },
    onclosetag(_name, implied) {
      const element = open.pop();
      if (!element) return;
      // An implied end is where the tag that closes it starts, or the start tag's end for a void element.
      element.endTagStart = implied
        ? Math.max(element.startTagEnd, Math.min(parser.startIndex, html.length))
        : parser.startIndex;
      element.end = implied ? element.endTagStart : parser.endIndex + 1;
    },
  });
  parser.end(html);
  return elements;
}

/** `html` with each [start, end) range replaced by its text; the ranges must not overlap. */
export function splice(html: string, edits: ReadonlyArray<{ start: number; end: number; text: string }>): string {
  let out = "";
  let at = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}

/** An element's content as written. */
export const contentOf = (html: string, element: HtmlElement): string =>
  html.slice(element.startTagEnd, element.endTagStart);

/** Every page in public/ (the CMS aside): its address and file. */
export function htmlPages(publicDir: string): Array<{ route: string; file: string }> {
  const pages: Array<{ route: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        if (!["admin", "page-data", "static", "_gatsby"].includes(relative)) walk(full);
      } else if (entry.name.endsWith(".html")) {
        pages.push({ route: `/${relative.replace(/(^|\/)index\.html$/, "$1")}`, file: full });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
