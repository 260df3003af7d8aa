import { bodyReferences } from "../links";

describe("the links and images of an article's body", () => {
  it("finds Markdown links, reference definitions and HTML anchors, each with its line in the body", () => {
    const body =
      'See [plans](/pricing/ "Plans") and [a ref][r].\n\n[r]: /services/\n\n<div>\n<p>Or <a class="x" href="/contact/">write</a>.</p>\n</div>\n';
    expect(bodyReferences(body).links).toEqual([
      { href: "/pricing/", line: 1 },
      { href: "/services/", line: 3 },
      { href: "/contact/", line: 6 },
    ]);
  });

  it("reads what the page will link to: escapes and character references resolved, an image inside a link an image", () => {
    expect(bodyReferences("[a](/a\\_b/) [b](/x&amp;y/) [![A chart](/chart.png)](/report/)")).toEqual({
      links: [
        { href: "/a_b/", line: 1 },
        { href: "/x&y/", line: 1 },
        { href: "/report/", line: 1 },
      ],
      images: [{ src: "/chart.png", alt: "A chart", line: 1 }],
    });
  });

  it("finds images written in Markdown and in HTML, with their alt text", () => {
    expect(bodyReferences('Intro.\n\n![](/a.png)\n\n<img src="/b.png" alt=" A map ">\n').images).toEqual([
      { src: "/a.png", alt: "", line: 3 },
      { src: "/b.png", alt: "A map", line: 5 },
    ]);
  });

  it("finds nothing in code (fenced, indented or inline) or in an HTML comment", () => {
    const body =
      "```\n[fenced](/a/)\n```\n\n    [indented](/b/)\n\nText `[inline](/c/)`.\n\n<!-- [commented](/d/) -->\n";
    expect(bodyReferences(body)).toEqual({ links: [], images: [] });
  });
});
