/**
 * Articles as files: YAML front matter between `---` lines, then Markdown. Reading them and
 * finding their links and images is free of Node APIs (the CMS checks an article in the browser
 * with it); gatsby-transformer-remark renders them for the site.
 */
import yaml from "js-yaml";

export interface ParsedArticle {
  /** The front matter: dates written unquoted (YAML timestamps) become YYYY-MM-DD text, as they read. */
  data: unknown;
  body: string;
  /** Why the front matter cannot be read, if it cannot. */
  error?: string;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Dates YAML reads as timestamps, back as the YYYY-MM-DD the editor wrote. */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(datesAsText);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesAsText(v)]));
  return value;
}

export function parseArticle(source: string, file: string): ParsedArticle {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: undefined, body: source, error: 'has no front matter: start the file with a line "---", the fields (title, description, date, author, services), and another "---"' };
  const body = source.slice(match[0].length);
  try {
    return { data: datesAsText(yaml.load(match[1] ?? "", { filename: file })), body };
  } catch (e) {
    if (e instanceof yaml.YAMLException) {
      const where = e.mark ? ` (line ${e.mark.line + 2}, column ${e.mark.column + 1})` : "";
      return { data: undefined, body, error: `has front matter that is not valid YAML: ${e.reason}${where}` };
    }
    throw e;
  }
}

export interface BodyLink {
  href: string;
  /** 1-based line in the body. */
  line: number;
}

export interface BodyImage {
  src: string;
  alt: string;
  line: number;
}

/** The body without code (fenced blocks and inline spans), whose brackets are not links; lines kept. */
function withoutCode(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every link and image of the body: `[text](href)`, `![alt](src)`, `[label]: href`, and HTML `href`/`<img>`. */
export function bodyReferences(body: string): { links: BodyLink[]; images: BodyImage[] } {
  const text = withoutCode(body);
  const links: BodyLink[] = [];
  const images: BodyImage[] = [];
  for (const m of text.matchAll(/(!?)\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    const [, bang, label = "", target = ""] = m;
    const line = lineAt(text, m.index);
    if (bang) images.push({ src: target, alt: label.trim(), line });
    else links.push({ href: target, line });
  }
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) links.push({ href: m[1] ?? "", line: lineAt(text, m.index) });
  for (const m of text.matchAll(/<a\s[^>]*href\s*=\s*["']([^"']*)["']/gi)) links.push({ href: m[1] ?? "", line: lineAt(text, m.index) });
  for (const m of text.matchAll(/<img\b[^>]*>/gi)) {
    const tag = m[0];
    const alt = /\balt\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? "";
    const src = /\bsrc\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? "";
    images.push({ src, alt: alt.trim(), line: lineAt(text, m.index) });
  }
  return { links: links.sort((a, b) => a.line - b.line), images };
}
