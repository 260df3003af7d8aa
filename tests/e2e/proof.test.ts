/**
 * Proof the site can show honestly: the figures of this site it states are the built site's own
 * (measured here again, independently of the build step that wrote them), and every picture of a
 * deliverable says it is a sample, on every service page, where each service's hero picture is
 * its own (that each label is in view inside its picture on a phone is read in the every-page sweep, support/every-page.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseDocument } from "./support/dom";
import { allRoutes, serviceRoutes } from "./support/routes";

const publicDir = path.resolve(__dirname, "../../public");
const htmlFile = (route: string) => path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html"));
const documentOf = (route: string) => parseDocument(fs.readFileSync(htmlFile(route), "utf8"));
const PROOF_PAGES = ["/", "/methodology/"];

/** A figure as the page states it: its item's value, by measure. */
function statedFigures(doc: Document): Map<string, string> {
  return new Map(
    Array.from(doc.querySelectorAll("[data-site-fact-item]")).map((item) => [
      item.getAttribute("data-site-fact-item") ?? "",
      item.querySelector("dd")?.textContent ?? "",
    ]),
  );
}

describe("this site's own figures", () => {
  it.each(PROOF_PAGES.map((p) => [p]))("%s states them filled in, with how to check them", (route) => {
    const doc = documentOf(route);
    const section = doc.querySelector("[data-site-fact-item]")?.closest("section");
    expect(section).not.toBeNull();
    expect(
      Array.from(section?.querySelectorAll("[data-site-fact], [data-template]") ?? []).filter(
        (el) => /…|\{\w+\}/.test(el.textContent) || el.hasAttribute("data-template"),
      ),
    ).toEqual([]);
    const links = Array.from(section?.querySelectorAll("[data-checks] a") ?? []);
    // The tools are other sites' (a new tab each); a link of this site's own (the home page's to the AI search check) stays in the tab.
    const tools = links
      .filter((a) => /^https?:/.test(a.getAttribute("href") ?? ""))
      .map((a) => [new URL(a.getAttribute("href") ?? "").host, a.getAttribute("target"), a.getAttribute("rel")]);
    expect(
      links
        .filter((a) => !/^https?:/.test(a.getAttribute("href") ?? ""))
        .map((a) => [a.getAttribute("href"), a.getAttribute("target")]),
    ).toEqual(route === "/" ? [["/ai-search-check/", null]] : []);
    expect(tools).toEqual([
      ["pagespeed.web.dev", "_blank", "noopener noreferrer"],
      ["search.google.com", "_blank", "noopener noreferrer"],
    ]);
  });

  it("Technical SEO Audits links to them in full on the methodology page instead of listing them", () => {
    const audits = documentOf("/services/technical-seo-audits/");
    expect(audits.querySelectorAll("[data-site-fact-item]").length).toBe(0);
    expect(audits.querySelectorAll('main a[href="/methodology/#this-site"]').length).toBe(1);
    expect(documentOf("/methodology/").querySelectorAll("section#this-site [data-site-fact-item]").length).toBe(5);
  });

  it("are the built site's: the pages in the sitemap, the JavaScript before interaction, the structured data types, the last bench run", () => {
    const pages = allRoutes.map((r) => r.path);
    const sitemap = fs
      .readdirSync(publicDir)
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .map((f) => fs.readFileSync(path.join(publicDir, f), "utf8"))
      .join("");
    // Every page the build measures, the not-found page included (it carries a script of its own).
    const scripts = [...pages, "/404/"].map((route) => {
      const doc = documentOf(route);
      const js = Array.from(doc.querySelectorAll("script:not([type]), script[type=module]"))
        .map((s) => s.textContent)
        .join("");
      return js ? gzipSync(js).length : 0;
    });
    const types = new Set<string>();
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === "object")
        Object.entries(v).forEach(([k, inner]) =>
          k === "@type" ? [inner].flat().forEach((t) => types.add(String(t))) : visit(inner),
        );
    };
    for (const route of [...pages, "/404/"])
      documentOf(route)
        .querySelectorAll('script[type="application/ld+json"]')
        .forEach((s) => visit(JSON.parse(s.textContent)));
    const bench = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../bench/results.json"), "utf8")) as {
      results: Array<{ route: string; performance: number }>;
    };
    // Lighthouse's figure counts the pages the sitemap lists, as "Pages in the sitemap" does (issue 59).
    const listed = new Set(
      Array.from(sitemap.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc = ""]) => new URL(loc).pathname),
    );
    const benched = bench.results.filter((r) => listed.has(r.route));

    const stated = statedFigures(documentOf("/methodology/"));
    expect(stated.get("pages")).toBe(String((sitemap.match(/<loc>/g) ?? []).length));
    expect(stated.get("javascript")).toBe(`${(Math.max(...scripts) / 1024).toFixed(1)} kB`);
    expect(stated.get("structuredData")).toBe(String(types.size));
    expect(stated.get("lighthouse")).toBe(String(Math.min(...benched.map((r) => r.performance))));
    const lighthouse = documentOf("/methodology/").querySelector('[data-site-fact-item="lighthouse"]');
    expect(lighthouse?.textContent).toContain(`Of ${benched.length} pages`);
    // The home page states the same figures as the methodology page, where Technical SEO Audits links for them.
    for (const [measure, value] of statedFigures(documentOf("/")))
      expect([measure, value]).toEqual([measure, stated.get(measure)]);
  });
});

describe("pictures of deliverables", () => {
  const SAMPLE_KINDS = "[data-sample]";

  it("each service page but Traditional SEO and AI & Voice Search shows one, labelled Illustrative inside the picture", () => {
    const missing = serviceRoutes
      .filter((r) => !r.path.includes("traditional-seo") && !r.path.includes("ai-voice-search-optimization"))
      .filter((r) => {
        const labels = Array.from(documentOf(r.path).querySelectorAll(SAMPLE_KINDS));
        return (
          labels.length === 0 ||
          labels.some((label) => !/^Illustrative\b/.test(label.textContent) || !label.closest("[role=img]"))
        );
      })
      .map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it("no two service pages share a hero picture", () => {
    const heroes = serviceRoutes.map((r) => {
      const figure = documentOf(r.path).querySelector("main section figure [role=img]");
      return figure?.textContent ?? `${r.path} has no hero picture`;
    });
    expect(new Set(heroes).size).toBe(heroes.length);
  });
});
