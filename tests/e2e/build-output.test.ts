/**
 * What crawlers get: the built files in public/, read without a browser. Every indexable page has
 * its head tags and structured data; the sitemap, robots.txt, redirects and noindex pages agree.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// Jest's typed expect: its asymmetric matchers (expect.any, expect.stringMatching) are matchers, not `any`.
import { expect } from "@jest/globals";
import { parseDocument } from "./support/dom";
import yaml from "js-yaml";
import { siteUrl } from "../../gatsby-config";
import { allRoutes, notFound, serviceRoutes } from "./support/routes";
import { SCHEDULE_FILE } from "../../src/lib/build/publish-schedule";
import { previewNoindexStep } from "../../src/lib/seo/preview";
import { htmlPages } from "../../src/lib/build/html-elements";
import { TEAM_PAGE_POLICY } from "../../src/lib/leads/team-page";
import { pageDay } from "../../src/lib/seo/page-dates";
import { twinPath } from "../../src/lib/answers/markdown";
import { formatDate } from "../../src/lib/insights/articles";
import type { StepContext } from "../../src/lib/build/step";

const publicDir = path.resolve(__dirname, "../../public");
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const htmlFile = (route: string) => (route === "/" ? "index.html" : path.join(route, "index.html"));
/** Each built file parsed once (the tests below read each many times, never changing it). */
const parsed = new Map<string, Document>();
const documentIn = (file: string): Document => {
  const where = path.join(publicDir, file);
  const known = parsed.get(where);
  if (known) return known;
  const doc = parseDocument(read(file));
  parsed.set(where, doc);
  return doc;
};
const documentOf = (route: string) => documentIn(htmlFile(route));

const sitemapUrls = [...read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
/** Each sitemap entry's lastmod by address (undefined where it has none). */
const sitemapDates = new Map(
  [...read("sitemap-0.xml").matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
const indexable = allRoutes.filter((r) => r.noindex !== true);
const isArticle = (route: string) => route.startsWith("/insights/") && route !== "/insights/";

const meta = (doc: Document, key: string) =>
  Array.from(doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)).map((m) =>
    m.getAttribute("content"),
  );

type Thing = { "@type": string; "@id"?: string; [key: string]: unknown };
const scriptsOf = (doc: Document) =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent) as { "@context": string; "@graph"?: Thing[] },
  );
/** The nodes of the page's JSON-LD, each script's @graph in order. */
const jsonLd = (doc: Document): Thing[] =>
  scriptsOf(doc).flatMap((script) => script["@graph"] ?? [script as unknown as Thing]);
const ofType = (things: Thing[], type: string) => things.filter((t) => t["@type"] === type);

describe("every indexable page", () => {
  it.each(indexable.map((r) => [r.path]))(
    "%s has its title, description, canonical, social tags and one h1",
    (route) => {
      const doc = documentOf(route);
      const canonical = `${siteUrl}${route}`;
      expect(doc.documentElement.lang).toBe("en-AU");
      expect(doc.querySelectorAll("title")).toHaveLength(1);
      expect(doc.title.length).toBeGreaterThan(10);
      const [description] = meta(doc, "description");
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);
      expect(Array.from(doc.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute("href"))).toEqual([
        canonical,
      ]);
      expect(canonical.startsWith("https://")).toBe(true);
      expect(meta(doc, "robots")).toEqual([]);
      expect(meta(doc, "og:title")).toEqual([doc.title]);
      expect(meta(doc, "og:description")).toEqual([description]);
      expect(meta(doc, "og:url")).toEqual([canonical]);
      expect(meta(doc, "og:type")).toEqual([isArticle(route) ? "article" : "website"]);
      expect(meta(doc, "og:locale")).toEqual(["en_AU"]);
      expect(meta(doc, "twitter:card")).toEqual(["summary_large_image"]);
      const [image] = meta(doc, "og:image");
      expect(image?.startsWith(`${siteUrl}/`)).toBe(true);
      const imageFile = path.join(publicDir, (image ?? "").slice(siteUrl.length));
      expect(fs.readFileSync(imageFile).subarray(1, 4).toString()).toBe("PNG");
      expect(doc.querySelectorAll("h1")).toHaveLength(1);
      expect(sitemapUrls).toContain(canonical);
    },
  );

  it("has a title and a description no other page has", () => {
    const heads = indexable.map((r) => documentOf(r.path));
    const titles = heads.map((d) => d.title);
    const descriptions = heads.map((d) => meta(d, "description")[0]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(indexable.map((r) => [r.path]))(
    "%s names who wrote it (an article its byline's author, any other page the agency) and links the agents' manifest",
    (route) => {
      const doc = documentOf(route);
      const author = meta(doc, "author");
      expect(author).toHaveLength(1);
      if (isArticle(route)) expect(doc.querySelector("[data-byline]")?.textContent).toContain(author[0]);
      else expect(author).toEqual(meta(doc, "og:site_name"));
      const catalog = Array.from(doc.querySelectorAll('link[rel="ai-catalog"]')).map((l) => l.getAttribute("href"));
      expect(catalog).toEqual(["/.well-known/ard.json"]);
      expect(fs.existsSync(path.join(publicDir, ".well-known/ard.json"))).toBe(true);
    },
  );
});

describe("structured data", () => {
  it.each([["/"], ["/contact/"]])("%s describes the agency as a ProfessionalService", (route) => {
    const [agency, ...more] = ofType(jsonLd(documentOf(route)), "ProfessionalService");
    expect(more).toEqual([]);
    expect(agency).toMatchObject({
      "@id": `${siteUrl}/#organization`,
      "@type": "ProfessionalService",
      name: expect.any(String),
      url: `${siteUrl}/`,
      logo: expect.stringMatching(/^https:\/\//),
      telephone: expect.stringMatching(/^\+61/),
      address: { addressLocality: "Sydney", addressCountry: "AU" },
      areaServed: { name: "Australia" },
      openingHoursSpecification: [expect.objectContaining({ opens: "09:00", closes: "18:00" })],
    });
  });

  it.each(serviceRoutes.map((r) => [r.path]))(
    "%s is a Service with a numbered breadcrumb trail (and its FAQ)",
    (route) => {
      const things = jsonLd(documentOf(route));
      expect(things.map((t) => t["@type"])).toEqual([
        "WebPage",
        "WebSite",
        "ProfessionalService",
        "Service",
        "BreadcrumbList",
        "FAQPage",
      ]);
      const [service] = ofType(things, "Service");
      expect(service).toMatchObject({
        "@id": `${siteUrl}${route}#service`,
        name: expect.any(String),
        serviceType: expect.any(String),
        description: expect.any(String),
        url: `${siteUrl}${route}`,
        provider: { "@id": `${siteUrl}/#organization` },
        areaServed: { "@type": "Country", name: "Australia" },
      });
      expect(ofType(things, "WebPage")[0]?.mainEntity).toEqual({ "@id": `${siteUrl}${route}#service` });
      const crumbs = ofType(things, "BreadcrumbList")[0]?.itemListElement as Array<{ position: number; item: string }>;
      expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
      expect(crumbs.map((c) => c.item)).toEqual([`${siteUrl}/`, `${siteUrl}/services/`, `${siteUrl}${route}`]);
    },
  );

  it.each(indexable.map((r) => [r.path]))(
    "%s is one @graph: its WebPage, part of the one WebSite, published by the one agency, every @id it names in it",
    (route) => {
      const doc = documentOf(route);
      const scripts = scriptsOf(doc);
      expect(scripts.map((s) => [s["@context"], Array.isArray(s["@graph"])])).toEqual([["https://schema.org", true]]);
      const things = jsonLd(doc);
      const canonical = `${siteUrl}${route}`;
      const pages = things.filter((t) => /Page$/.test(t["@type"]) && t["@type"] !== "FAQPage");
      expect(pages.map((p) => p["@id"])).toEqual([`${canonical}#webpage`]);
      expect(pages[0]).toMatchObject({
        url: canonical,
        isPartOf: { "@id": `${siteUrl}/#website` },
        publisher: { "@id": `${siteUrl}/#organization` },
      });
      expect(ofType(things, "WebSite").map((t) => t["@id"])).toEqual([`${siteUrl}/#website`]);
      expect(ofType(things, "ProfessionalService").map((t) => t["@id"])).toEqual([`${siteUrl}/#organization`]);
      const ids = new Set(things.map((t) => t["@id"]));
      const references: string[] = [];
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === "object") {
          const keys = Object.keys(value);
          if (keys.length === 1 && keys[0] === "@id") references.push(String((value as { "@id": unknown })["@id"]));
          else Object.values(value).forEach(visit);
        }
      };
      visit(things);
      expect(references.filter((id) => !ids.has(id))).toEqual([]);
    },
  );

  it.each(indexable.map((r) => [r.path, r] as const))(
    "%s has a lastmod in the sitemap, the same instant as its WebPage's dateModified",
    (route, { file }) => {
      const canonical = `${siteUrl}${route}`;
      const lastmod = sitemapDates.get(canonical);
      const [page] = jsonLd(documentOf(route)).filter((t) => t["@id"] === `${canonical}#webpage`);
      expect([route, typeof lastmod]).toEqual([route, "string"]);
      expect(new Date(String(page?.dateModified)).getTime()).toBe(new Date(lastmod ?? "").getTime());
      // A page of one YAML file is dated by the last commit on the main line (a merge dates what it brought) that changed that file, asked of git here file by file
      // (the build reads one log for all), never by the build's clock. The services index lists every service.
      if (!file.endsWith(".yaml") || route === "/insights/") return;
      const files = route === "/services/" ? [file, "data/services"] : [file];
      const committed = execFileSync(
        "git",
        ["log", "-1", "--first-parent", "--diff-merges=first-parent", "-s", "--format=%cI", "--", ...files],
        {
          cwd: path.resolve(__dirname, "../.."),
          encoding: "utf8",
        },
      ).trim();
      expect([route, new Date(lastmod ?? "").getTime()]).toEqual([route, new Date(committed).getTime()]);
    },
  );

  it.each(allRoutes.map((r) => [r.path]))(
    "%s: a FAQPage exactly where the page shows its questions, with the same questions and answers",
    (route) => {
      const doc = documentOf(route);
      const shown = Array.from(doc.querySelectorAll("[data-faq] details h3")).map((h) => h.textContent);
      const faqs = ofType(jsonLd(doc), "FAQPage");
      if (shown.length === 0) {
        expect(faqs).toEqual([]);
        return;
      }
      const questions = (faqs[0]?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
      expect(questions.map((q) => q.name)).toEqual(shown);
      const answers = Array.from(doc.querySelectorAll("[data-faq] details")).map((d) =>
        (d.querySelector("h3")?.parentElement?.nextElementSibling?.textContent ?? "").replace(/\s+/g, " ").trim(),
      );
      expect(questions.map((q) => q.acceptedAnswer.text.replace(/\s+/g, " ").trim())).toEqual(answers);
      expect(faqs[0]?.isPartOf).toEqual({ "@id": `${siteUrl}${route}#webpage` });
    },
  );

  it("every service page shows its FAQ", () => {
    for (const route of allRoutes.filter((r) => r.path.startsWith("/services/") && r.path !== "/services/")) {
      expect([route.path, documentOf(route.path).querySelectorAll("[data-faq] details h3").length >= 4]).toEqual([
        route.path,
        true,
      ]);
    }
  });
});

describe("each page's date, as people and crawlers read it", () => {
  const { ui } = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../data/site.yaml"), "utf8")) as {
    ui: { pageUpdated: string };
  };
  const dateLines = (doc: Document) => doc.querySelectorAll("[data-page-updated]");
  const words = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

  it.each(indexable.filter((r) => !isArticle(r.path)).map((r) => [r.path]))(
    "%s ends its main content with 'Updated <day>', the Sydney day of its lastmod and its WebPage's dateModified",
    (route) => {
      const doc = documentOf(route);
      const canonical = `${siteUrl}${route}`;
      const day = pageDay(sitemapDates.get(canonical));
      const [page] = jsonLd(doc).filter((t) => t["@id"] === `${canonical}#webpage`);
      expect([route, typeof day]).toEqual([route, "string"]);
      expect([route, pageDay(String(page?.dateModified))]).toEqual([route, day]);
      // One line, in one place on every page type: the last thing in <main>, just above the footer.
      expect(dateLines(doc)).toHaveLength(1);
      const line = doc.querySelector("main")?.lastElementChild;
      expect(line?.hasAttribute("data-page-updated")).toBe(true);
      const times = Array.from(line?.querySelectorAll("time") ?? []);
      expect(times.map((t) => t.getAttribute("datetime"))).toEqual([day]);
      expect([route, words(line)]).toEqual([route, `${ui.pageUpdated} ${formatDate(day ?? "")}`]);
      // Its Markdown twin ends with the same line.
      expect([route, read(twinPath(route)).trimEnd().split("\n").at(-1)]).toEqual([route, words(line)]);
    },
  );

  it.each(indexable.filter((r) => isArticle(r.path)).map((r) => [r.path]))(
    "%s keeps its dates in its byline, the last of them its lastmod's day, and shows no second date",
    (route) => {
      const doc = documentOf(route);
      const day = pageDay(sitemapDates.get(`${siteUrl}${route}`));
      const byline = Array.from(doc.querySelectorAll("[data-byline] time")).map((t) => t.getAttribute("datetime"));
      expect([route, byline.at(-1)]).toEqual([route, day]);
      expect(dateLines(doc)).toHaveLength(0);
      expect([route, read(twinPath(route)).trimEnd().split("\n").at(-1)]).not.toEqual([
        route,
        `${ui.pageUpdated} ${formatDate(day ?? "")}`,
      ]);
    },
  );

  it.each([["home-launch/index.html"], ["404.html"], ["ai-search-check/report/index.html"]])(
    "%s, kept out of search, shows no date",
    (file) => {
      const doc = documentIn(file);
      expect(meta(doc, "robots")).toEqual(["noindex"]);
      expect(dateLines(doc)).toHaveLength(0);
      expect(doc.querySelector("main time")).toBeNull();
    },
  );
});

describe("pages crawlers must not index", () => {
  it.each([["home-launch/index.html"], ["404.html"]])(
    "%s is noindex, has no canonical and is not in the sitemap",
    (file) => {
      const doc = documentIn(file);
      expect(meta(doc, "robots")).toEqual(["noindex"]);
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    },
  );

  it("the sitemap lists every indexable page and nothing else", () => {
    expect([...sitemapUrls].sort()).toEqual(indexable.map((r) => `${siteUrl}${r.path}`).sort());
  });
});

describe("scheduled publishing and Deploy Previews, on the built output", () => {
  it("publishes the build's schedule for the hourly check: its instant, and nothing pending (data/ schedules nothing)", () => {
    const schedule = JSON.parse(read(SCHEDULE_FILE)) as { builtAt: string; pending: unknown[] };
    expect(Number.isNaN(Date.parse(schedule.builtAt))).toBe(false);
    expect(schedule.pending).toEqual([]);
  });

  it("made a Deploy Preview's by the build's own step, every page and file says noindex and robots.txt disallows all", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "preview-output-"));
    try {
      fs.cpSync(publicDir, copy, {
        recursive: true,
        filter: (src) => fs.statSync(src).isDirectory() || /(\.html|_headers|robots\.txt)$/.test(src),
      });
      await previewNoindexStep.run({
        publicDir: copy,
        env: { CONTEXT: "deploy-preview" },
        reporter: { info: () => undefined },
      } as unknown as StepContext);
      expect(fs.readFileSync(path.join(copy, "robots.txt"), "utf8")).toMatch(/^User-agent: \*\nDisallow: \/$/m);
      expect(fs.readFileSync(path.join(copy, "_headers"), "utf8")).toMatch(
        /^\/\*\n {2}X-Robots-Tag: noindex, nofollow$/m,
      );
      const pages = htmlPages(copy);
      expect(pages.length).toBeGreaterThan(20);
      // One robots tag a page (a noindex page's own made noindex, nofollow), none left indexable.
      for (const { file } of pages) {
        const tags = fs.readFileSync(file, "utf8").match(/<meta name="robots"[^>]*>/g) ?? [];
        expect([file, tags.length, tags.every((tag) => tag.includes('content="noindex, nofollow"'))]).toEqual([
          file,
          1,
          true,
        ]);
      }
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("site files", () => {
  it("robots.txt keeps crawlers out of the API and the CMS and points at the sitemap that exists", () => {
    const robots = read("robots.txt");
    expect(robots).toContain("Disallow: /api/\n");
    expect(robots).toContain("Disallow: /admin/\n");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    expect(read("sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`);
  });

  it("has the check's API for agents: an OpenAPI 3.1 description, an RFC 9727 catalog linking it, the MCP server's Server Card and the discovery manifest, typed for Netlify", () => {
    const openapi = JSON.parse(read("openapi.json")) as { openapi: string; servers: Array<{ url: string }> };
    expect(openapi.openapi).toBe("3.1.0");
    expect(openapi.servers).toEqual([{ url: siteUrl }]);
    const catalog = JSON.parse(read(".well-known/api-catalog")) as {
      linkset: Array<{ anchor: string; "service-desc"?: Array<{ href: string }> }>;
    };
    expect(catalog.linkset[0]?.["service-desc"]?.[0]?.href).toBe(`${siteUrl}/openapi.json`);
    const headers = netlifyHeaders();
    expect(headers.get("/.well-known/api-catalog")?.["content-type"]).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
    expect(headers.get("/openapi.json")?.["content-type"]).toBe("application/json; charset=utf-8");
    // The Agentic Resource Discovery manifest lists the three, the MCP server by its Server Card
    // (src/lib/site-check/ard.ts); ARD's draft has it at one address, never also at ai-catalog.json.
    const ard = JSON.parse(read(".well-known/ard.json")) as { entries: Array<{ url?: string }> };
    expect(ard.entries.map((entry) => entry.url)).toEqual([
      `${siteUrl}/openapi.json`,
      `${siteUrl}/.well-known/api-catalog`,
      `${siteUrl}/.well-known/mcp/server-card.json`,
    ]);
    expect(fs.existsSync(path.join(publicDir, ".well-known/ai-catalog.json"))).toBe(false);
    expect(headers.get("/.well-known/ard.json")?.["content-type"]).toBe("application/json; charset=utf-8");
    const card = JSON.parse(read(".well-known/mcp/server-card.json")) as { remotes: Array<{ url: string }> };
    expect(card.remotes.map((remote) => remote.url)).toEqual([`${siteUrl}/api/mcp`]);
    expect(headers.get("/.well-known/mcp/server-card.json")).toMatchObject({
      "content-type": "application/mcp-server-card+json",
      "access-control-allow-origin": "*",
    });
  });

  it("has a favicon set and a web app manifest whose icons exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest")) as { name: string; icons: Array<{ src: string }> };
    expect(manifest.name).toBe("Harbour AI SEO");
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(publicDir, icon.src))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "favicon.ico"))).toBe(true);
    const head = documentOf("/").head;
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
  });
});

describe("forms agents can use (WebMCP)", () => {
  it("every form on a built page names its tool and says what it does, each field an agent fills too; only the check's send themselves", () => {
    const forms = htmlPages(publicDir).flatMap(({ route, file }) =>
      Array.from(documentIn(path.relative(publicDir, file)).querySelectorAll("form")).map((form) => ({ route, form })),
    );
    expect(new Set(forms.map((f) => f.route))).toEqual(new Set(["/", "/contact/", "/ai-search-check/"]));
    for (const { route, form } of forms) {
      const named = Array.from(form.querySelectorAll("input[name], select[name], textarea[name]")).filter(
        (field) => field.getAttribute("type") !== "hidden" && !field.hasAttribute("readonly"),
      );
      expect({
        route,
        name: form.getAttribute("toolname"),
        described: Boolean(form.getAttribute("tooldescription")),
      }).toEqual({ route, name: route === "/contact/" ? "send_enquiry" : "check_site", described: true });
      expect(form.hasAttribute("toolautosubmit")).toBe(route !== "/contact/");
      for (const field of named) expect(field.getAttribute("toolparamdescription")?.trim()).toBeTruthy();
    }
  });
});

describe("old addresses", () => {
  it.each([
    ["/services/technical-seo/", "/services/technical-seo-audits/"],
    ["/services/content-strategy/", "/services/content-strategy-creation/"],
  ])("%s has a page that sends browsers and crawlers to %s", (from, to) => {
    const doc = documentOf(from);
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(`0; url=${to}`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${to}`);
    expect(doc.querySelector(`a[href="${to}"]`)).not.toBeNull();
  });
});

/** The island a route's sections need: the contact form, the AI search check, or a bar chart with a budget calculator. */
const islandOf = (route: (typeof allRoutes)[number]) =>
  route.sections.some((s) => s.type === "contactForm")
    ? "contact-form"
    : route.sections.some((s) => s.type === "siteCheck")
      ? "site-check"
      : route.sections.some((s) => s.type === "barChart" && s.calculator !== undefined)
        ? "budget-chart"
        : null;

describe("JavaScript in the pages", () => {
  it("has interactive sections on the contact page (the form), the AI search check and the methodology page (the budget calculator) only, today", () => {
    expect(
      allRoutes
        .filter((r) => islandOf(r) !== null)
        .map((r) => [r.path, islandOf(r)])
        .sort(),
    ).toEqual([
      ["/ai-search-check/", "site-check"],
      ["/contact/", "contact-form"],
      ["/methodology/", "budget-chart"],
    ]);
  });

  it.each(allRoutes.map((r) => [r.path, r] as const))(
    "%s never loads Gatsby's runtime, and loads an island's code only if it has one, and then on demand",
    (_path, route) => {
      const doc = documentOf(route.path);
      // No page fetches a script file while it loads, nor carries Gatsby's runtime or page data.
      expect(Array.from(doc.querySelectorAll("script[src], link[as='script'], link[rel='modulepreload']"))).toEqual([]);
      expect(doc.querySelector("#gatsby-script-loader, #gatsby-chunk-mapping")).toBeNull();
      const loader = executedInline(doc).find((s) => s.textContent.includes("/_islands/"));
      const island = islandOf(route);
      if (island) {
        const files = [...(loader?.textContent ?? "").matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
        expect(files).toEqual([expect.stringMatching(new RegExp(`^/_islands/${island}-[0-9A-Z]+\\.js$`))]);
        for (const file of files) expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
        const props = doc.querySelector(`script[type="application/json"][data-island-props="${island}"]`);
        expect(props?.previousElementSibling?.getAttribute("data-island")).toBe(island);
      } else {
        expect(loader).toBeUndefined();
        expect(doc.querySelector("[data-island]")).toBeNull();
      }
    },
  );

  it("gives every page the same speculation rules: prerender on hover (moderate)", () => {
    const rulesOf = (route: string) =>
      Array.from(documentOf(route).querySelectorAll('script[type="speculationrules"]')).map((s) => s.textContent);
    const home = rulesOf("/");
    expect(home).toHaveLength(1);
    expect(JSON.parse(home[0] ?? "")).toEqual({ prerender: [expect.objectContaining({ eagerness: "moderate" })] });
    for (const route of [...allRoutes, notFound]) expect([route.path, rulesOf(route.path)]).toEqual([route.path, home]);
  });
});

/** public/_headers as Netlify reads it: each path's headers. */
function netlifyHeaders(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of read("_headers").split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? {};
      rules.set(line.trim(), current);
    } else if (current) {
      const [name = "", ...value] = line.trim().split(":");
      current[name.trim().toLowerCase()] = value.join(":").trim();
    }
  }
  return rules;
}

/** The hash a browser computes for an inline script, from its text as the HTML parser reads it. */
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const executedInline = (doc: Document) =>
  Array.from(doc.querySelectorAll("script:not([src])")).filter((s) =>
    ["", "text/javascript", "speculationrules"].includes(s.getAttribute("type") ?? ""),
  );
const scriptSrc = (policy: string | undefined) =>
  (policy ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

describe("Content-Security-Policy", () => {
  const headers = netlifyHeaders();

  /**
   * Every HTML page shipped, redirect pages included, as the address Netlify serves it at: not the
   * CMS (its own policy), nor Gatsby's build-time fragments (`_gatsby/slices`) and page data.
   */
  const notPages = ["admin", "_gatsby", "page-data", "static"].map((dir) => `${dir}${path.sep}`);
  const shippedPages = (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !notPages.some((dir) => file.startsWith(dir)) &&
        fs.statSync(path.join(publicDir, file)).isFile(),
    )
    .map(
      (file) =>
        [
          `/${file
            .split(path.sep)
            .join("/")
            .replace(/(^|\/)index\.html$/, "$1")}`,
          file,
        ] as const,
    );

  it("covers every shipped page, the old addresses' redirect pages among them", () => {
    const routes = shippedPages.map(([route]) => route);
    expect(routes).toEqual(
      expect.arrayContaining([...allRoutes.map((r) => r.path), "/services/technical-seo/", "/404.html"]),
    );
  });

  it.each(shippedPages)("%s allows exactly its own inline scripts, by hash, in its Netlify rule", (route, file) => {
    const doc = documentIn(file);
    const policy = headers.get(route)?.["content-security-policy"];
    const allowed = scriptSrc(policy).split(/\s+/).slice(1);
    expect(allowed).not.toContain("'unsafe-inline'");
    const needed = executedInline(doc).map((s) => hashOf(s.textContent));
    expect(needed.length).toBeGreaterThan(0);
    expect([...new Set(allowed.filter((source) => source.startsWith("'sha256-")))].sort()).toEqual(
      [...new Set(needed)].sort(),
    );
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("is in the 404 page's own head, before any script, for the unknown addresses Netlify serves it at", () => {
    const doc = documentIn("404.html");
    const meta = doc.head.firstElementChild;
    expect(meta?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    const allowed = scriptSrc(meta?.getAttribute("content") ?? "").split(/\s+/);
    for (const script of executedInline(doc)) expect(allowed).toContain(hashOf(script.textContent));
    expect(allowed).not.toContain("'unsafe-inline'");
  });

  it("gives the CMS its own, more permissive policy and no page's", () => {
    const admin = [...headers].filter(([rule]) => rule.startsWith("/admin/") && !rule.startsWith("/admin/leads/"));
    expect(admin.length).toBeGreaterThan(0);
    for (const [, values] of admin) expect(scriptSrc(values["content-security-policy"])).toContain("'unsafe-eval'");
    expect(headers.get("/*")?.["content-security-policy"]).toBeUndefined();
    // The team's page of enquiries, under /admin/ too, has its own strict one (src/lib/leads/team-page.ts).
    const team = [...headers].filter(([rule]) => rule.startsWith("/admin/leads/"));
    expect(team.length).toBeGreaterThan(0);
    for (const [, values] of team) expect(values["content-security-policy"]).toBe(TEAM_PAGE_POLICY);
  });
});

describe("internal linking", () => {
  it("reaches every page in the sitemap from / by following ordinary links, as a crawler does", () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    while (queue.length > 0) {
      const route = queue.shift() ?? "/";
      if (!fs.existsSync(path.join(publicDir, htmlFile(route)))) continue;
      for (const a of Array.from(documentOf(route).querySelectorAll("a[href^='/']"))) {
        const target = new URL(a.getAttribute("href") ?? "/", siteUrl).pathname;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const orphans = sitemapUrls.map((url) => new URL(url ?? "").pathname).filter((route) => !seen.has(route));
    expect(orphans).toEqual([]);
  });

  it.each(serviceRoutes.map((r) => [r.path, r] as const))(
    "%s shows the breadcrumb its BreadcrumbList describes, and links its related services",
    (route, service) => {
      const doc = documentOf(route);
      const nav = doc.querySelector('nav[aria-label="Breadcrumb"]');
      const links = Array.from(nav?.querySelectorAll("ol > li > a") ?? []);
      const trail = ofType(jsonLd(doc), "BreadcrumbList")[0]?.itemListElement as Array<{ name: string; item: string }>;
      expect(links.map((a) => [a.textContent, `${siteUrl}${a.getAttribute("href") ?? ""}`])).toEqual(
        trail.map((c) => [c.name, c.item]),
      );
      expect(links.map((a) => a.getAttribute("aria-current"))).toEqual([null, null, "page"]);

      const related = (
        yaml.load(fs.readFileSync(path.join(__dirname, "../..", service.file), "utf8")) as { related: string[] }
      ).related;
      const cards = Array.from(doc.querySelectorAll("#related-services a[href^='/services/']")).map((a) =>
        a.getAttribute("href"),
      );
      expect([...new Set(cards)]).toEqual(related.map((slug) => `/services/${slug}/`));
      expect(doc.querySelector("#related-services h2")?.textContent).toBe("Related services");
    },
  );
});

describe("the privacy policy", () => {
  it("is linked from every page's footer, under Company, and from the contact form's collection notice", () => {
    for (const route of [...allRoutes, notFound]) {
      const footer = documentOf(route.path).querySelector("footer");
      const company = Array.from(footer?.querySelectorAll("h2, h3, p") ?? []).find(
        (el) => el.textContent === "Company",
      );
      // On phones the column folds into a disclosure whose summary holds the heading.
      const column = company?.closest("details") ?? company?.parentElement;
      expect([route.path, column?.querySelector("a[href='/privacy/']")?.textContent]).toEqual([route.path, "Privacy"]);
      expect(footer?.textContent).toContain(`© ${new Date().getFullYear()} Harbour AI SEO`);
    }
    const notice = documentOf("/contact/").querySelector("#contact-form a[href='/privacy/']");
    expect(notice?.textContent).toBe("Read our privacy policy");
  });

  it("says what the form collects and why, who receives it and where, how it is kept safe and for how long, and how to get it or complain", () => {
    const doc = documentOf("/privacy/");
    const headings = Array.from(doc.querySelectorAll("main h2")).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        "What we collect through the contact form",
        "Why we collect it",
        "Who receives it",
        "How we keep it safe",
        "How long we keep it",
        "Seeing or correcting your information",
        "Making a complaint",
      ]),
    );
    const text = doc.querySelector("main")?.textContent ?? "";
    expect(text).toContain("Australian Privacy Principles");
    expect(text).toMatch(/outside Australia/);
    // What the rate limit keeps (src/lib/platform/redis-rate-limit.ts): a hash, for one 10-minute window.
    expect(text).toMatch(/keep a hashed form of your address \(never the address\s+itself\) for up to 10 minutes/);
    // The form's own notice says the same about where the message goes.
    expect(documentOf("/contact/").querySelector("#contact-form")?.textContent).toMatch(
      /may store it in the United\s+States/,
    );
    const oaic = doc.querySelector("main a[href^='https://www.oaic.gov.au/']");
    expect(oaic?.getAttribute("target")).toBe("_blank");
    expect(oaic?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("social cards", () => {
  const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it("give every indexable page its own 1200×630 PNG, described and sized in its head, the same for X", () => {
    const files = indexable.map((route) => {
      const doc = documentOf(route.path);
      const [image] = meta(doc, "og:image");
      expect(meta(doc, "twitter:image")).toEqual([image]);
      expect(meta(doc, "og:image:width")).toEqual(["1200"]);
      expect(meta(doc, "og:image:height")).toEqual(["630"]);
      const [alt] = meta(doc, "og:image:alt");
      expect(alt?.length).toBeGreaterThan(10);
      expect(meta(doc, "twitter:image:alt")).toEqual([alt]);
      expect(image?.startsWith(`${siteUrl}/social/cards/`)).toBe(true);
      const png = fs.readFileSync(path.join(publicDir, (image ?? "").slice(siteUrl.length)));
      expect([route.path, pngSize(png)]).toEqual([route.path, { width: 1200, height: 630 }]);
      return png;
    });
    // One card each, and no two alike.
    const digests = files.map((png) => createHash("sha256").update(png).digest("hex"));
    expect(new Set(digests).size).toBe(indexable.length);
  });

  it("leave a page hidden from search engines the site's default image", () => {
    expect(meta(documentOf("/home-launch/"), "og:image")).toEqual([`${siteUrl}/social/default.png`]);
  });
});
