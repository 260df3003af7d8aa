import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fillPage, measureSite, siteFactsStep, structuredDataTypes } from "../site-facts";
import type { StepContext } from "../step";

/** This file's temporary folders, removed when it ends. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "site-facts-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A built site in a temporary folder: pages by route, files by address, and optionally a bench run. */
function site(pages: Record<string, string>, files: Record<string, string> = {}, bench?: unknown) {
  const root = fs.mkdtempSync(path.join(scratch, "site-facts-"));
  const publicDir = path.join(root, "public");
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, relative), text);
  };
  for (const [route, html] of Object.entries(pages))
    write(route === "/" ? "index.html" : `${route.replace(/^\//, "")}index.html`, html);
  for (const [address, text] of Object.entries(files)) write(address, text);
  if (bench) {
    fs.mkdirSync(path.join(root, "bench"));
    fs.writeFileSync(path.join(root, "bench", "results.json"), JSON.stringify(bench));
  }
  return { root, publicDir };
}

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const menus = "document.querySelectorAll('[data-disclosure]').forEach(function(d){d.dataset.ready='1'})";
const bench = {
  summary: { date: "2026-11-25T03:00:00.000Z", runsPerRoute: 3, minPerformance: 60 },
  // A route the bench ran that the sitemap does not list (a noindex page) is not one of the pages counted.
  results: [
    { route: "/", performance: 100 },
    { route: "/about/", performance: 98 },
    { route: "/home-launch/", performance: 60 },
  ],
};

describe("this site's measured figures", () => {
  it("measures what the built pages carry: the most JavaScript before interaction, the heaviest page with its files, the sitemap, the structured data", () => {
    const big = `<html><head><link rel="preload" href="/_fonts/a.woff2" as="font"></head><body>${"word ".repeat(4000)}<script>${menus}</script></body></html>`;
    const { root, publicDir } = site(
      {
        "/": `<html><body>${ld({ "@type": "ProfessionalService", address: { "@type": "PostalAddress" } })}<script>${menus}</script><script type="speculationrules">{"prerender":[]}</script></body></html>`,
        "/about/": big,
        "/contact/": `<html><body>${ld([{ "@type": "WebPage" }, { "@type": ["Service", "WebPage"] }])}<script>${menus}${menus}</script></body></html>`,
      },
      {
        "_fonts/a.woff2": "x".repeat(12000),
        "sitemap-0.xml": "<urlset><url><loc>/</loc></url><url><loc>/about/</loc></url></urlset>",
      },
      bench,
    );
    const facts = measureSite(root, publicDir);
    // JSON-LD and speculation rules are not JavaScript; the contact page runs the menu script twice.
    expect(facts.javascript).toEqual({ value: `${(gzipSync(menus + menus).length / 1024).toFixed(1)} kB` });
    expect(facts.pageWeight).toEqual({
      value: `${((gzipSync(big).length + 12000) / 1024).toFixed(1)} kB`,
      page: "/about/",
    });
    expect(facts.pages).toEqual({ value: "2" });
    expect(facts.structuredData).toEqual({ value: "4", types: "PostalAddress, ProfessionalService, Service, WebPage" });
    // Over the pages in the sitemap, so "2 pages in the sitemap" and "of 2 pages" count the same pages.
    expect(facts.lighthouse).toEqual({ value: "98", routes: "2", date: "25 November 2026", runs: "3" });
  });

  it("has no Lighthouse figure to show without a bench run", () => {
    const { root, publicDir } = site({ "/": "<html><body></body></html>" });
    expect(measureSite(root, publicDir).lighthouse).toBeNull();
  });

  it("reads nested and listed types, and nothing from other scripts", () => {
    expect([
      ...structuredDataTypes(
        `${ld({ "@graph": [{ "@type": "Article", author: { "@type": "Person" } }] })}<script>var x={"@type":"Nope"}</script>`,
      ),
    ]).toEqual(["Article", "Person"]);
  });

  it("fills each figure's template, escaped, and takes out a figure with nothing measured", () => {
    const item = (measure: string, inner: string) => `<div class="c" data-site-fact-item="${measure}">${inner}</div>`;
    const html = [
      item("pages", '<dt>Pages</dt><dd class="v" data-site-fact="pages" data-template="{value} pages">… pages</dd>'),
      item("structuredData", '<dd data-site-fact="structuredData" data-template="Types: {types}">Types: …</dd>'),
      item("lighthouse", '<dd data-site-fact="lighthouse" data-template="{value}">…</dd>'),
    ].join("");
    const filled = fillPage(html, {
      javascript: null,
      pageWeight: null,
      pages: { value: "22" },
      structuredData: { value: "2", types: "A<B, C&D" },
      lighthouse: null,
    });
    expect(filled).toBe(
      [
        item("pages", '<dt>Pages</dt><dd class="v" data-site-fact="pages">22 pages</dd>'),
        item("structuredData", '<dd data-site-fact="structuredData">Types: A&lt;B, C&amp;D</dd>'),
      ].join(""),
    );
  });

  it("reads the figures' markup as HTML: a figure taken out with the elements inside it, attributes in any order, every other byte kept", () => {
    const html =
      '<section><div data-site-fact-item="lighthouse"><div class="n"><dd data-site-fact="lighthouse" data-template="{value}">…</dd></div><p>Measured</p></div>' +
      "<div data-site-fact-item='pages' class=c><dd data-template=\"{value} &amp; more\" class='v' data-site-fact=pages>…</dd></div></section>";
    expect(
      fillPage(html, {
        javascript: null,
        pageWeight: null,
        pages: { value: "22" },
        structuredData: null,
        lighthouse: null,
      }),
    ).toBe(
      "<section><div data-site-fact-item='pages' class=c><dd class='v' data-site-fact=pages>22 &amp; more</dd></div></section>",
    );
  });

  it("as a build step, fills every page that shows figures and stops on one it cannot fill", async () => {
    const page = '<div data-site-fact-item="pages"><dd data-site-fact="pages" data-template="{value}">…</dd></div>';
    const { root, publicDir } = site(
      { "/": page, "/about/": "<p>No figures</p>" },
      { "sitemap-0.xml": "<loc>/</loc>" },
    );
    const context = { rootDir: root, publicDir } as StepContext;
    await siteFactsStep.run(context);
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(
      '<div data-site-fact-item="pages"><dd data-site-fact="pages">1</dd></div>',
    );
    fs.writeFileSync(
      path.join(publicDir, "about", "index.html"),
      '<dd data-site-fact="visitors" data-template="{value}">…</dd>',
    );
    expect(() => siteFactsStep.run(context)).toThrow(
      "/about/: a measured figure was left unfilled; its measure may be unknown (use one of: javascript, pageWeight, pages, structuredData, lighthouse)",
    );
  });
});
