/**
 * One worked example, explained once (DECISIONS): every qualifier of figures links to the
 * methodology page, no page states a number the example does not give (no 672 hours, no second
 * "example B"), and a page carries at most three qualifier lines and one chart, saying
 * "conceptual" in them and not again around them. Read from the built pages.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import { allRoutes, fill, siteExample } from "./support/routes";
import { allowedMultiples, multiplesIn, pageMinutes } from "../../src/lib/content/example";
import { staticPath } from "../../src/lib/content/static-pages";
import { toHref } from "../../src/lib/content/pages";

const publicDir = path.resolve(__dirname, "../../public");
const documents = new Map<string, Document>();
/** A built page, parsed once for all the checks below. */
function documentOf(route: string): Document {
  const parsed =
    documents.get(route) ??
    parseDocument(
      fs.readFileSync(path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html")), "utf8"),
    );
  documents.set(route, parsed);
  return parsed;
}
const methodology = toHref(staticPath("methodology"));
/**
 * A page's words as a visitor reads them: its body without the code in it (the islands' loaders
 * name content-hashed files such as "site-check-YT3CJZ3X.js", which no one reads as "3x") and
 * without styles. The islands' props (JSON) stay: they hold the copy the islands show.
 */
const text = (doc: Document) => {
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const code of Array.from(body.querySelectorAll('script:not([type$="json"]), style'))) code.remove();
  return body.textContent.replace(/\s+/g, " ");
};

describe("figures and their qualifiers", () => {
  it.each(allRoutes.map((r) => [r.path]))(
    "%s: every qualifier of figures links to the methodology page (on that page itself, none links to it)",
    (route) => {
      const doc = documentOf(route);
      for (const qualifier of Array.from(doc.querySelectorAll("[data-qualifier]"))) {
        const links = Array.from(qualifier.querySelectorAll("a")).map((a) => a.getAttribute("href"));
        if (toHref(route) === methodology) expect(links).not.toContain(methodology);
        else expect(links).toContain(methodology);
      }
    },
  );

  it("the methodology page does not link to itself", () => {
    expect(
      Array.from(documentOf(methodology).querySelectorAll("main a")).map((a) => a.getAttribute("href")),
    ).not.toContain(methodology);
  });

  it.each(allRoutes.map((r) => [r.path]))(
    "%s: states only the worked example's numbers (no 672 hours, no second example)",
    (route) => {
      const body = text(documentOf(route));
      expect(body).not.toMatch(/\b672\b/);
      expect(body).not.toMatch(/Example [AB]\b|example [AB]\b/);
      expect(body).not.toContain("{{");
    },
  );

  it.each(allRoutes.map((r) => [r.path]))("%s: at most three qualifier lines and one chart", (route) => {
    const doc = documentOf(route);
    const qualifiers = doc.querySelectorAll("[data-qualifier]").length;
    expect(qualifiers).toBeLessThanOrEqual(3);
    expect(doc.querySelectorAll("[data-chart]").length).toBeLessThanOrEqual(1);
    // "Conceptual" is said in the qualifier lines, not again in the copy around them.
    expect(text(doc).match(/conceptual/gi)?.length ?? 0).toBeLessThanOrEqual(
      qualifiers + (route === methodology ? 3 : 0),
    );
  });

  it("the pages that argue with figures qualify them: home, the why page, Traditional SEO, Recovery", () => {
    for (const route of [
      "/",
      "/why-traditional-seo-ineffective/",
      "/services/traditional-seo/",
      "/services/ai-driven-seo-recovery/",
    ]) {
      expect(documentOf(route).querySelectorAll("[data-qualifier]").length).toBeGreaterThan(0);
    }
  });

  it("caveats only where a figure is claimed (issue 48): pages that state none carry no qualifier", () => {
    for (const route of ["/contact/", "/services/", "/services/local-seo/", "/services/ai-driven-seo/"]) {
      expect([route, documentOf(route).querySelectorAll("[data-qualifier]").length]).toEqual([route, 0]);
      expect([route, text(documentOf(route))]).not.toEqual([route, expect.stringMatching(/not a guaranteed result/i)]);
    }
  });

  it("the methodology page works the example through with the figures every page uses", () => {
    const body = text(documentOf(methodology));
    for (const figure of [
      "{{retainer}}",
      "{{retainerHourlyRate}}",
      "{{retainerHours}} hours",
      "{{traditionalPagesMonthly}} pages",
      "{{aiPagesMonthly}} pages",
    ])
      expect(body).toContain(fill(figure));
    expect(body).toContain(
      `${fill("{{retainer}}")} ÷ ${fill("{{retainerHourlyRate}}")} an hour = ${fill("{{retainerHours}}")} hours`,
    );
  });

  it.each(allRoutes.map((r) => [r.path]))(
    "%s: shows no multiple the worked example's task table does not give",
    (route) => {
      const allowed = allowedMultiples(siteExample);
      const doc = documentOf(route);
      // The page as read and as a screen reader or a search result gets it: pictures' descriptions and the page's description too.
      const described = [
        text(doc),
        ...Array.from(doc.querySelectorAll("[aria-label], meta[name=description], title")).map(
          (el) => el.getAttribute("aria-label") ?? el.getAttribute("content") ?? el.textContent,
        ),
      ];
      expect(described.flatMap((t) => multiplesIn(t)).filter((multiple) => !allowed.has(multiple))).toEqual([]);
    },
  );

  it("the home page and the methodology page state the table's multiple, so the check above reads real claims", () => {
    expect(multiplesIn(text(documentOf("/")))).toEqual(expect.arrayContaining([fill("{{multiplier}}")]));
    expect(multiplesIn(text(documentOf(methodology)))).toEqual(
      expect.arrayContaining([fill("{{multiplier}}"), fill("{{outputPerDollar}}")]),
    );
  });

  it("the methodology page shows the task table as an HTML table, labelled as our working estimate, whose sums give the pages", () => {
    const table = documentOf(methodology).querySelector("main table");
    expect(table?.querySelector("caption")?.textContent).toMatch(/working estimate, per task/i);
    const rows = Array.from(table?.querySelectorAll("tbody tr") ?? []);
    expect(rows.map((row) => row.querySelector("th[scope=row]")?.textContent)).toEqual(
      siteExample.tasks.map((t) => t.task),
    );
    expect(table?.querySelectorAll("thead th[scope=col]").length).toBe(5);
    // The total row sums each column of minutes as shown, one cell under each (issue 59: its 13,
    // agents and review together, once sat under Review with Agents left blank).
    const cellsOf = (row: Element | null | undefined) => Array.from(row?.querySelectorAll("th, td") ?? []);
    const shown = rows.map((row) => cellsOf(row).map((c) => Number(c.textContent)));
    const footer = cellsOf(table?.querySelector("tfoot tr"));
    expect(footer.map((c) => c.getAttribute("colspan"))).toEqual([null, null, null, null, null]);
    expect(footer.slice(1, 4).map((c) => Number(c.textContent))).toEqual(
      [1, 2, 3].map((column) => shown.reduce((sum, row) => sum + (row[column] ?? NaN), 0)),
    );
    const total = pageMinutes(siteExample.tasks);
    expect(footer.slice(1).map((c) => c.textContent)).toEqual([
      String(total.byHand),
      String(siteExample.tasks.reduce((sum, t) => sum + t.withAi, 0)),
      String(siteExample.tasks.reduce((sum, t) => sum + t.review, 0)),
      fill("{{outputPerDollar}}"),
    ]);
  });

  it("the footer links the methodology page on every page, so crawlers find it", () => {
    for (const route of ["/", "/about/", "/services/local-seo/"]) {
      expect(Array.from(documentOf(route).querySelectorAll("footer a")).map((a) => a.getAttribute("href"))).toContain(
        methodology,
      );
    }
  });
});
