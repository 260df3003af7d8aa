/**
 * An article's Markdown as HTML in the CMS preview, by the same libraries and versions
 * gatsby-transformer-remark renders it with at build (remark 13, mdast-util-to-hast, hast-util-to-html),
 * and its reading time as the transformer counts it (265 words a minute, rounded up).
 */
import remark from "remark";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";

export function markdownToHtml(markdown: string): string {
  const hast = toHast(remark().parse(markdown), { allowDangerousHtml: true });
  return toHtml(hast, { allowDangerousHtml: true });
}

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#*_`>[\]()!-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 265));
}
