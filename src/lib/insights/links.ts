/**
 * The links and images of an article's Markdown body, for the content rules. Free of Node APIs:
 * the CMS checks an article in the browser with it.
 */

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
