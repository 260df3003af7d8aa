import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseProject } from "../../project/load";
import { SECTION_TYPES } from "../../content/schema";
import { exampleFigures } from "../../content/example";
import { sitemapExcludes } from "../../seo/site-files";
import { twinDocuments } from "../documents";
import { absolute, escapeText, table, twinPath } from "../markdown";
import { llmsFullTxt, llmsTxt } from "../llms";
import { SECTION_MARKDOWN } from "../sections";
import { fixtureExport } from "../../../../tests/e2e/support/fixture-site";

const root = path.resolve(__dirname, "../../../..");
const siteUrl = "https://www.example.com.au";
const content = parseProject(root, {});
const noFacts = () => ({
  javascript: { value: "0.8 kB" },
  pageWeight: { value: "60.0 kB", page: "/" },
  pages: { value: "22" },
  structuredData: { value: "5", types: "A, B" },
  lighthouse: null,
});
const documents = twinDocuments(content, siteUrl, noFacts);
const byRoute = new Map(documents.map((d) => [d.route, d]));

/** data/ with the fixtures of case studies, people and clients (tests/e2e/fixtures/content/), in a folder of its own. */
function fixtureRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "answers-"));
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(root, "tests/e2e/fixtures/content"), path.join(dir, "data"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "data/case-studies/fixture-plumbing.csv"),
    fixtureExport("2026-01-05", 26 * 7, "2026-04-06"),
  );
  fs.writeFileSync(
    path.join(dir, "data/case-studies/fixture-store.csv"),
    fixtureExport("2026-02-02", 20 * 7, "2026-05-04"),
  );
  return dir;
}

describe("Markdown", () => {
  it("keeps plain text as written: markup characters are escaped", () => {
    expect(escapeText("4-5x *more* [output] | <b>")).toBe("4-5x \\*more\\* \\[output\\] \\| \\<b\\>");
    expect(escapeText("# not a heading")).toBe("\\# not a heading");
  });

  it("writes absolute links, an anchor on the page it is on", () => {
    expect(absolute(siteUrl, "/contact")).toBe(`${siteUrl}/contact/`);
    expect(absolute(siteUrl, "/contact#contact-form")).toBe(`${siteUrl}/contact/#contact-form`);
    expect(absolute(siteUrl, "#process", "/services/local-seo/")).toBe(`${siteUrl}/services/local-seo/#process`);
    expect(absolute(siteUrl, "https://example.org/x")).toBe("https://example.org/x");
  });

  it("puts a twin at the page's address + index.html.md", () => {
    expect(twinPath("/")).toBe("/index.html.md");
    expect(twinPath("/services/local-seo")).toBe("/services/local-seo/index.html.md");
  });

  it("writes a GFM table", () => {
    expect(table(["a", "b"], [["1", "2"]])).toBe("| a | b |\n| --- | --- |\n| 1 | 2 |");
  });
});

describe("the twins", () => {
  it("map every section type", () => {
    expect(Object.keys(SECTION_MARKDOWN).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it("cover every indexable page and no other: not noindex pages, the 404 page or old addresses", () => {
    const routes = documents.map((d) => d.route);
    const expected = [
      ...content.pages
        .filter((p) => p.data.noindex !== true && p.route !== "/404")
        .map((p) => (p.route === "/" ? "/" : `${p.route}/`)),
      ...content.services.map((s) => s.route),
      "/insights/",
      ...content.articles.filter((a) => a.data.draft !== true).map((a) => a.route),
    ];
    expect([...routes].sort()).toEqual([...expected].sort());
    for (const excluded of sitemapExcludes(content)) expect(routes).not.toContain(excluded);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("fill figures as the HTML does, leaving no {{token}}", () => {
    const retainer = exampleFigures(content.site.example).get("retainer") ?? "";
    expect(retainer).toMatch(/^\$/);
    for (const doc of documents) expect(doc.markdown).not.toMatch(/\{\{|\}\}/);
    expect(documents.some((d) => d.markdown.includes(retainer))).toBe(true);
  });

  it("link only absolute addresses", () => {
    for (const doc of documents) {
      for (const [, target] of doc.markdown.matchAll(/\]\(([^)]+)\)/g))
        expect(target).toMatch(/^(https:\/\/|mailto:|tel:)/);
    }
  });

  it("give a service page its heading, sections in order, related services and its closing call", () => {
    const service = content.services.find((s) => s.data.slug === "local-seo");
    const doc = byRoute.get("/services/local-seo/")?.markdown ?? "";
    const h2s = (service?.data.sections ?? []).flatMap((s) =>
      s.type !== "hero" && s.heading ? [`## ${escapeText(s.heading)}`] : [],
    );
    const positions = h2s.map((h) => doc.indexOf(`\n${h}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(doc).toMatch(/^\[Home\]\(https:\/\/www\.example\.com\.au\/\) › /);
    expect(doc).toContain(`## ${content.site.ui.relatedServices}`);
    expect(doc.match(/^# /gm)).toHaveLength(1);
  });

  it("write a service's offer (price and term, or the placeholder mark; its three months; the consultation; the next step) and the services page's table of them", () => {
    const { engagement, ui } = content.site;
    const doc = byRoute.get("/services/technical-seo-audits/")?.markdown ?? "";
    const offer = content.services
      .find((s) => s.data.slug === "technical-seo-audits")
      ?.data.sections.find((s) => s.type === "offer");
    if (offer?.type !== "offer") throw new Error("Technical SEO Audits has an offer");
    // No price is set in data/ (the agency's to give): the mark, never a figure; a one-off has its term in words.
    expect(doc).toContain(
      `- ${engagement.priceLabel}: ${engagement.placeholder}\n- ${engagement.termLabel}: ${escapeText(engagement.oneOff)}`,
    );
    expect(doc).toContain(escapeText(engagement.placeholderNote));
    expect(doc).toContain(
      `1. **Month 1: ${escapeText(offer.months[0]?.focus ?? "")}.** ${escapeText(offer.months[0]?.work ?? "")}`,
    );
    expect(doc).toContain(`### ${engagement.consultation.heading}`);
    const section = doc.slice(doc.indexOf(`## ${offer.heading ?? ""}`), doc.indexOf("## Questions about"));
    expect(section).toContain(escapeText(ui.nextStep));
    const services = byRoute.get("/services/")?.markdown ?? "";
    expect(services).toContain(
      `| ${engagement.table.service} | ${engagement.table.price} | ${engagement.table.term} |`,
    );
    expect(services).toContain(
      `| [Technical SEO Audits](${siteUrl}/services/technical-seo-audits/) | ${engagement.placeholder} | ${escapeText(engagement.oneOff)} |`,
    );
  });

  it("write a picture as its description and caption, and stats as a table", () => {
    const home = byRoute.get("/")?.markdown ?? "";
    const hero = content.pages.find((p) => p.route === "/")?.data.sections[0];
    if (hero?.type !== "hero" || !hero.visual) throw new Error("the home page's hero has a picture");
    expect(home).toContain(`*${escapeText(hero.visual.alt)}*`);
    const stats = content.pages.flatMap((p) => p.data.sections).find((s) => s.type === "stats");
    if (stats?.type !== "stats") throw new Error("a page has a stats section");
    const row = (cells: string[]) => `| ${cells.map(escapeText).join(" | ")} |`;
    expect(
      documents.some((d) =>
        d.markdown.includes(
          `${row(stats.items.map((i) => i.label))}\n${row(stats.items.map(() => "---"))}\n${row(stats.items.map((i) => i.value))}`,
        ),
      ),
    ).toBe(true);
  });

  it("write each comparison as a table: a table layout a row per aspect, the cards a row per point", () => {
    const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
    const comparisons = content.pages.flatMap((p) =>
      p.data.sections.flatMap((s) => (s.type === "comparison" ? [{ route: p.route, s }] : [])),
    );
    const services = content.services.flatMap((p) =>
      p.data.sections.flatMap((s) => (s.type === "comparison" ? [{ route: `/services/${p.data.slug}/`, s }] : [])),
    );
    const all = [...comparisons, ...services];
    expect(new Set(all.map(({ s }) => s.treatment))).toEqual(new Set(["cards", "table", "shift"]));
    for (const { route, s } of all) {
      const doc = byRoute.get(route.endsWith("/") ? route : `${route}/`)?.markdown ?? "";
      const titles = s.columns.map((c) => escapeText(c.title));
      if (s.treatment === "table" || s.treatment === "shift") {
        const aspects = s.aspects ?? [];
        expect(aspects.length).toBeGreaterThan(1);
        const lines = [
          row(["", ...titles]),
          row(["", ...titles].map(() => "---")),
          ...aspects.map((a, i) =>
            row([`**${escapeText(a)}**`, ...s.columns.map((c) => escapeText(c.points[i] ?? ""))]),
          ),
        ];
        expect(doc).toContain(lines.join("\n"));
      } else {
        expect(doc).toContain(
          `${row(titles)}\n${row(titles.map(() => "---"))}\n${row(s.columns.map((c) => escapeText(c.points[0] ?? "")))}`,
        );
      }
    }
  });

  it("keep an article's body and absolute links", () => {
    const article = content.articles.find((a) => a.data.draft !== true);
    if (!article) throw new Error("data/insights/ has an article");
    const doc = byRoute.get(article.route)?.markdown ?? "";
    expect(doc).toContain(`# ${escapeText(article.data.title)}`);
    const paragraph = article.body.split(/\n\s*\n/).find((p) => /^[A-Z][^[\]()*_`]+$/.test(p.trim()));
    expect(doc).toContain(paragraph?.trim());
  });
});

describe("the twins' dates", () => {
  const article = documents.find((d) => d.route.startsWith("/insights/") && d.route !== "/insights/");
  const dates = new Map([
    ["/about/", "2026-11-13T22:05:00Z"],
    ["/services/local-seo/", "2026-06-30T14:00:00Z"],
    ["/insights/", "2026-03-01"],
    [article?.route ?? "", "2026-03-01"],
  ]);
  const dated = new Map(twinDocuments(content, siteUrl, noFacts, dates).map((d) => [d.route, d.markdown]));

  it("end a page's twin with the line the page ends with: its date as the day it was in Sydney", () => {
    expect(dated.get("/about/")?.endsWith("\n\nUpdated 14 November 2026")).toBe(true);
    expect(dated.get("/services/local-seo/")?.endsWith("\n\nUpdated 1 July 2026")).toBe(true);
    expect(dated.get("/insights/")?.endsWith("\n\nUpdated 1 March 2026")).toBe(true);
  });

  it("give no date to a page without one, and none beyond its own to an article", () => {
    expect(dated.get("/contact/")).toBe(byRoute.get("/contact/")?.markdown);
    expect(byRoute.get("/about/")?.markdown).not.toMatch(/Updated \d/);
    expect(article && dated.get(article.route)).toBe(article?.markdown);
  });
});

describe("llms.txt", () => {
  const text = llmsTxt(content.site, documents, siteUrl);

  it("opens with the agency's name, a summary and whom it serves", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${content.site.name}`);
    expect(lines[2]).toBe(`> ${content.site.description.replace(/\s+/g, " ")}`);
    expect(text).toContain(content.site.contact.areaServed);
  });

  it("lists Services, Insights, Company and Optional in that order, each entry a twin's absolute address and a line on it", () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(["Services", "Insights", "Company", "Optional"]);
    const entries = text.split("\n").filter((l) => l.startsWith("- "));
    expect(entries).toHaveLength(documents.length);
    for (const entry of entries)
      expect(entry).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.example\.com\.au\/(\S+\/)?index\.html\.md\): \S/);
    expect(text).toMatch(/## Optional\n\n(- .*\n)*- \[Privacy policy\]/);
  });

  it("with the check's words for agents, names its API description, API catalog, MCP server and discovery manifest before Optional", () => {
    const agents = content.siteCheck?.agents;
    if (!agents) throw new Error("data/site-check.yaml has agents");
    const withAgents = llmsTxt(content.site, documents, siteUrl, agents);
    expect([...withAgents.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      "Services",
      "Insights",
      "Company",
      agents.heading,
      "Optional",
    ]);
    const list = withAgents.split(`## ${agents.heading}\n\n`)[1]?.split("\n\n")[0]?.split("\n");
    expect(list).toEqual([
      `- [${escapeText(agents.api.title)}](${siteUrl}/openapi.json): ${escapeText(agents.api.description)}`,
      `- [${escapeText(agents.catalog.title)}](${siteUrl}/.well-known/api-catalog): ${escapeText(agents.catalog.description)}`,
      `- [${escapeText(agents.mcp.title)}](${siteUrl}/api/mcp): ${escapeText(agents.mcp.description)}`,
      `- [${escapeText(agents.serverCard.title)}](${siteUrl}/.well-known/mcp/server-card.json): ${escapeText(agents.serverCard.description)}`,
      `- [${escapeText(agents.ard.title)}](${siteUrl}/.well-known/ard.json): ${escapeText(agents.ard.description)}`,
    ]);
  });

  it("llms-full.txt holds every twin once, under its page's address", () => {
    const full = llmsFullTxt(content.site, documents, siteUrl);
    for (const doc of documents) {
      expect(full).toContain(`<${siteUrl}${doc.route}>`);
      expect(full).toContain(doc.markdown);
    }
  });

  it("with case studies, people and clients, lists Case studies and gives each a twin", () => {
    const dir = fixtureRoot();
    try {
      const withProof = parseProject(dir, {});
      expect(withProof.caseStudies.length).toBeGreaterThan(0);
      const docs = twinDocuments(withProof, siteUrl, noFacts);
      const routes = docs.map((d) => d.route);
      expect(routes).toEqual(
        expect.arrayContaining([
          "/case-studies/",
          ...withProof.caseStudies.map((s) => s.route),
          ...withProof.people.map((p) => `/team/${p.key}/`),
        ]),
      );
      const listed = llmsTxt(withProof.site, docs, siteUrl);
      expect([...listed.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
        "Services",
        "Insights",
        "Case studies",
        "Company",
        "Optional",
      ]);
      const study = withProof.caseStudies[0];
      const twin = docs.find((d) => d.route === study?.route)?.markdown ?? "";
      expect(twin).toContain(escapeText(study?.data.summary ?? "-"));
      const about = docs.find((d) => d.route === "/about/")?.markdown ?? "";
      for (const person of withProof.people)
        expect(about).toContain(`[${escapeText(person.name)}](${siteUrl}/team/${person.key}/)`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
