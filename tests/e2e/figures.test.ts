/**
 * One worked example, explained once (DECISIONS): every qualifier of figures links to the
 * methodology page, no page states a number the example does not give (no 672 hours, no second
 * "example B"), and a page carries at most three qualifier lines and one chart, saying
 * "conceptual" in them and not again around them. Read from the built pages.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { allRoutes, fill } from "./support/routes";
import { staticPath } from "../../src/lib/content/static-pages";
import { toHref } from "../../src/lib/content/pages";

const publicDir = path.resolve(__dirname, "../../public");
const documents = new Map<string, Document>();
/** A built page, parsed once for all the checks below. */
function documentOf(route: string): Document {
  const parsed = documents.get(route) ?? new JSDOM(fs.readFileSync(path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html")), "utf8")).window.document;
  documents.set(route, parsed);
  return parsed;
}
const methodology = toHref(staticPath("methodology"));
const text = (doc: Document) => doc.body.textContent.replace(/\s+/g, " ");

describe("figures and their qualifiers", () => {
  it.each(allRoutes.map((r) => [r.path]))("%s: every qualifier of figures links to the methodology page (on that page itself, none links to it)", (route) => {
    const doc = documentOf(route);
    for (const qualifier of Array.from(doc.querySelectorAll("[data-qualifier]"))) {
      const links = Array.from(qualifier.querySelectorAll("a")).map((a) => a.getAttribute("href"));
      if (toHref(route) === methodology) expect(links).not.toContain(methodology);
      else expect(links).toContain(methodology);
    }
  });

  it("the methodology page does not link to itself", () => {
    expect(Array.from(documentOf(methodology).querySelectorAll("main a")).map((a) => a.getAttribute("href"))).not.toContain(methodology);
  });

  it.each(allRoutes.map((r) => [r.path]))("%s: states only the worked example's numbers (no 672 hours, no second example)", (route) => {
    const body = text(documentOf(route));
    expect(body).not.toMatch(/\b672\b/);
    expect(body).not.toMatch(/Example [AB]\b|example [AB]\b/);
    expect(body).not.toContain("{{");
  });

  it.each(allRoutes.map((r) => [r.path]))("%s: at most three qualifier lines and one chart", (route) => {
    const doc = documentOf(route);
    const qualifiers = doc.querySelectorAll("[data-qualifier]").length;
    expect(qualifiers).toBeLessThanOrEqual(3);
    expect(doc.querySelectorAll("[data-chart]").length).toBeLessThanOrEqual(1);
    // "Conceptual" is said in the qualifier lines, not again in the copy around them.
    expect(text(doc).match(/conceptual/gi)?.length ?? 0).toBeLessThanOrEqual(qualifiers + (route === methodology ? 3 : 0));
  });

  it("the pages that argue with figures qualify them: home, About, Contact, the why page, AI Driven SEO, Traditional SEO, Local SEO", () => {
    for (const route of ["/", "/about/", "/contact/", "/why-traditional-seo-ineffective/", "/services/ai-driven-seo/", "/services/traditional-seo/", "/services/local-seo/"]) {
      expect(documentOf(route).querySelectorAll("[data-qualifier]").length).toBeGreaterThan(0);
    }
  });

  it("the methodology page works the example through with the figures every page uses", () => {
    const body = text(documentOf(methodology));
    for (const figure of ["{{retainer}}", "{{retainerHourlyRate}}", "{{retainerHours}} hours", "{{traditionalPagesMonthly}} pages", "{{aiPagesMonthly}} pages"]) expect(body).toContain(fill(figure));
    expect(body).toContain(`${fill("{{retainer}}")} ÷ ${fill("{{retainerHourlyRate}}")} an hour = ${fill("{{retainerHours}}")} hours`);
  });

  it("the footer links the methodology page on every page, so crawlers find it", () => {
    for (const route of ["/", "/about/", "/services/local-seo/"]) {
      expect(Array.from(documentOf(route).querySelectorAll("footer a")).map((a) => a.getAttribute("href"))).toContain(methodology);
    }
  });
});
