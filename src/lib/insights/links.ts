/**
 * The links and images of an article's Markdown body, for the content rules, read from the tree
 * remark parses (the parser gatsby-transformer-remark renders with; its GFM extensions add no way
 * to write a link to a page of the site), and from the HTML an editor writes in it by htmlparser2.
 * Free of Node APIs: the CMS checks an article in the browser with it.
 */
import remark from "remark";
import visit from "unist-util-visit";
import { Parser } from "htmlparser2";
import type { Definition, HTML, Image, Link } from "mdast";

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

/** The `<a href>` and `<img>` of a piece of HTML that starts on `line`. */
function htmlReferences(html: string, line: number, links: BodyLink[], images: BodyImage[]): void {
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const at = line + (html.slice(0, parser.startIndex).match(/\n/g)?.length ?? 0);
      if (name === "a" && attributes.href !== undefined) links.push({ href: attributes.href, line: at });
      if (name === "img") images.push({ src: attributes.src ?? "", alt: (attributes.alt ?? "").trim(), line: at });
    },
  });
  parser.end(html);
}

/** Every link and image of the body: `[text](href)`, `![alt](src)`, `[label]: href`, and HTML `<a href>`/`<img>`; none in code. */
export function bodyReferences(body: string): { links: BodyLink[]; images: BodyImage[] } {
  const tree = remark().parse(body);
  const links: BodyLink[] = [];
  const images: BodyImage[] = [];
  const lineOf = (node: Link | Definition | Image | HTML) => node.position?.start.line ?? 1;
  visit<Link | Definition>(
    tree,
    ["link", "definition"],
    (node) => void links.push({ href: node.url, line: lineOf(node) }),
  );
  visit<Image>(
    tree,
    "image",
    (node) => void images.push({ src: node.url, alt: (node.alt ?? "").trim(), line: lineOf(node) }),
  );
  visit<HTML>(tree, "html", (node) => htmlReferences(node.value, lineOf(node), links, images));
  return { links: links.sort((a, b) => a.line - b.line), images };
}
