/**
 * Anchors for an article's headings, computed here instead of by a remark plugin (which would
 * add a script for hash scrolling): each h2 and h3 of the rendered HTML gets the id GitHub would
 * give it, and the h2s make the table of contents, a list of plain links.
 */
import GithubSlugger from "github-slugger";

export interface TocEntry {
  id: string;
  text: string;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** The HTML with an id on every h2 and h3 (one it already has is kept), and the h2s in order. */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  const out = html.replace(
    /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g,
    (whole, level: string, attrs: string, inner: string) => {
      const text = decode(inner);
      const own = /\sid="([^"]+)"/.exec(attrs)?.[1];
      const id = own ?? slugger.slug(text);
      if (level === "2") toc.push({ id, text });
      return own ? whole : `<h${level} id="${id}"${attrs}>${inner}</h${level}>`;
    },
  );
  return { html: out, toc };
}

/** A table of contents helps from three sections up; below that it is noise. */
export const TOC_MIN_HEADINGS = 3;
