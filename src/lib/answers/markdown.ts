/**
 * The few Markdown constructs a page's twin is written with (CommonMark plus GFM tables, which
 * every engine that reads Markdown understands). Copy in data/ is plain text, so each text is
 * escaped where Markdown would otherwise read it as markup: a `*` in "4-5x *" or a `[` in a
 * label must reach the reader as written.
 */
import { toHref } from "../content/pages";
export { twinPath } from "../edge/markdown-twin";

/** Plain text as Markdown that reads as the same text. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\s*\n\s*/g, " ")
      .replace(/([\\`*_[\]<>|])/g, "\\$1")
      // A line starting with what Markdown reads as a heading, a list or a quote.
      .replace(/^(#|>|[-+] |\d+[.)] )/, "\\$1")
  );
}

/** A text that is several paragraphs (an empty line between them in the YAML). */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(escapeText);
}

export const heading = (level: number, text: string): string =>
  `${"#".repeat(Math.min(6, Math.max(1, level)))} ${escapeText(text)}`;

/** An absolute address for a link written in content: a site path, an anchor on `route`, or an address already absolute. */
export function absolute(siteUrl: string, link: string, route = "/"): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  if (link.startsWith("#")) return `${siteUrl}${toHref(route)}${link}`;
  return `${siteUrl}${toHref(link)}`;
}

export const link = (text: string, url: string): string =>
  `[${escapeText(text)}](${url.replace(/[()\s]/g, encodeURIComponent)})`;

export const bulletList = (items: readonly string[]): string => items.map((item) => `- ${item}`).join("\n");
export const orderedList = (items: readonly string[]): string => items.map((item, i) => `${i + 1}. ${item}`).join("\n");

/** A GFM table; a cell's text is escaped by the caller (it may hold a link). */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\n/g, " ")).join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Markdown blocks joined as a document: an empty line between blocks, empty blocks dropped. */
export const blocks = (parts: ReadonlyArray<string | null | undefined | false>): string =>
  parts.filter((p): p is string => typeof p === "string" && p.trim() !== "").join("\n\n");
