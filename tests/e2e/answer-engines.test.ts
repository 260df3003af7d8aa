/**
 * What an AI answer engine reads, from the built files as a crawler fetches them: every indexable
 * page names its Markdown twin, the twin says what the page's <main> says (at least 95% of its
 * distinct words, so a section type without a Markdown mapping fails here), /llms.txt lists every
 * twin, and none of it leaks into the sitemap or the Content-Security-Policy's rules. Then the
 * same files through `npm run serve`, and the copy of the site built with the proof fixtures
 * (case studies, the team, client logos).
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@jest/globals";
import { parseDocument } from "./support/dom";
import { siteUrl } from "../../gatsby-config";
import { BASE_URL } from "./support/server";
import { coverage } from "./support/visible-text";
import { fixtureSite } from "./support/fixture-site";

const publicDir = path.resolve(__dirname, "../../public");
/** The least share of a page's words its twin must carry. */
const MIN_COVERAGE = 0.95;

interface Page {
  route: string;
  file: string;
  html: string;
  doc: Document;
}

/** Every HTML page under `dir` but the CMS and the 404 page's second copy, by its address. */
function pagesIn(dir: string): Page[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter(
      (f) =>
        f.endsWith("index.html") && !f.startsWith("admin") && !f.startsWith("404") && !f.startsWith("dev-404-page"),
    )
    .map((f) => {
      const html = fs.readFileSync(path.join(dir, f), "utf8");
      const route = `/${f.slice(0, -"index.html".length)}`;
      return { route, file: path.join(dir, f), html, doc: parseDocument(html) };
    });
}

const isIndexable = (page: Page) =>
  page.doc.querySelector('link[rel="canonical"]') !== null &&
  page.doc.querySelector('meta[name="robots"][content*="noindex"]') === null;
const alternates = (page: Page) =>
  Array.from(page.doc.querySelectorAll('link[rel="alternate"][type="text/markdown"]')).map(
    (l) => l.getAttribute("href") ?? "",
  );
const twinFile = (dir: string, route: string) => path.join(dir, route, "index.html.md");
const twinFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".md"));

function expectTwins(dir: string) {
  const pages = pagesIn(dir);
  const indexable = pages.filter(isIndexable);
  expect(indexable.length).toBeGreaterThan(10);
  const low: string[] = [];
  for (const page of indexable) {
    expect(alternates(page)).toEqual([`${siteUrl}${page.route}index.html.md`]);
    const file = twinFile(dir, page.route);
    expect(fs.existsSync(file)).toBe(true);
    const { ratio, missing } = coverage(page.html, fs.readFileSync(file, "utf8"));
    if (ratio < MIN_COVERAGE)
      low.push(`${page.route}: ${(ratio * 100).toFixed(1)}%, missing ${missing.slice(0, 30).join(" ")}`);
  }
  expect(low).toEqual([]);
  // No twin without its page, and no page that is not indexable (noindex, an old address) has one.
  expect(twinFiles(dir).sort()).toEqual(indexable.map((p) => path.join(p.route.slice(1), "index.html.md")).sort());
  for (const page of pages.filter((p) => !isIndexable(p))) {
    expect(alternates(page)).toEqual([]);
    expect(fs.existsSync(twinFile(dir, page.route))).toBe(false);
  }
  return { pages, indexable };
}

describe("the Markdown twins", () => {
  it("exist for every indexable page, each named in its head and carrying its <main>, and for no other page", () => {
    const { pages } = expectTwins(publicDir);
    const skipped = pages.filter((p) => !isIndexable(p)).map((p) => p.route);
    expect(skipped).toEqual(expect.arrayContaining(["/home-launch/", "/services/technical-seo/"]));
  });

  it("resolve every {{figure}} and link only absolute addresses", () => {
    for (const file of twinFiles(publicDir)) {
      const markdown = fs.readFileSync(path.join(publicDir, file), "utf8");
      expect(markdown).not.toMatch(/\{\{\s*\w+\s*\}\}/);
      for (const [, target] of markdown.matchAll(/\]\(([^)]+)\)/g))
        expect(target).toMatch(/^(https:\/\/|mailto:|tel:)/);
    }
  });
});

describe("llms.txt and llms-full.txt", () => {
  const llms = fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8");
  const full = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8");
  const site = parseDocument(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))
    .querySelector('meta[property="og:site_name"]')
    ?.getAttribute("content");

  it("follow llmstxt.org: the name, a summary, then lists of links with a line each", () => {
    const lines = llms.split("\n");
    expect(lines[0]).toBe(`# ${site}`);
    expect(lines[2]).toMatch(/^> \S/);
    expect([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      "Services",
      "Insights",
      "Company",
      expect.any(String),
      "Optional",
    ]);
    expect(llms).toMatch(/## Optional\n\n(- .*\n)*- \[Privacy policy\]\([^)]+\/privacy\/index\.html\.md\)/);
  });

  it("name the AI search check's API description, API catalog, MCP server, its Server Card and the discovery manifest, the files among them there", () => {
    const agents = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)]
      .map((m) => m[1] ?? "")
      .filter((link) => !link.endsWith(".md"));
    expect(agents).toEqual([
      `${siteUrl}/openapi.json`,
      `${siteUrl}/.well-known/api-catalog`,
      `${siteUrl}/api/mcp`,
      `${siteUrl}/.well-known/mcp/server-card.json`,
      `${siteUrl}/.well-known/ard.json`,
    ]);
    for (const file of [
      "openapi.json",
      ".well-known/api-catalog",
      ".well-known/mcp/server-card.json",
      ".well-known/ard.json",
    ])
      expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
  });

  it("list every twin once, at its absolute address, each one there", () => {
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)]
      .map((m) => m[1] ?? "")
      .filter((link) => link.endsWith(".md"));
    expect(links.length).toBe(twinFiles(publicDir).length);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) {
      expect(link.startsWith(`${siteUrl}/`)).toBe(true);
      expect(fs.existsSync(path.join(publicDir, link.slice(siteUrl.length)))).toBe(true);
    }
  });

  it("llms-full.txt holds every twin", () => {
    for (const file of twinFiles(publicDir))
      expect(full).toContain(fs.readFileSync(path.join(publicDir, file), "utf8").trim());
  });
});

describe("what the twins leave alone", () => {
  it("the sitemap lists pages only, each page with a twin", () => {
    const urls = [
      ...fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1] ?? "");
    expect(urls.filter((u) => /\.(md|txt)$/.test(u))).toEqual([]);
    for (const url of urls) expect(fs.existsSync(twinFile(publicDir, url.slice(siteUrl.length)))).toBe(true);
  });

  it("the Content-Security-Policy's rules name HTML pages only; the twins' rules give their type and canonical page", () => {
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    const csp = headers.slice(
      headers.indexOf("# Content-Security-Policy per page"),
      headers.indexOf("# Content-Security-Policy per page: end"),
    );
    expect(csp).toContain("Content-Security-Policy:");
    expect(csp).not.toMatch(/\.md\n|llms/);
    expect(headers).toContain(
      `/services/local-seo/\n  Link: <${siteUrl}/services/local-seo/index.html.md>; rel="alternate"; type="text/markdown"\n`,
    );
    expect(headers).toContain(
      `/services/local-seo/index.html.md\n  Content-Type: text/markdown; charset=utf-8\n  Link: <${siteUrl}/services/local-seo/>; rel="canonical"\n`,
    );
    expect(headers).toContain("/llms.txt\n  Content-Type: text/plain; charset=utf-8\n");
  });
});

describe("served by npm run serve", () => {
  it("sends a twin as Markdown and llms.txt as plain text, both UTF-8", async () => {
    const twin = await fetch(`${BASE_URL}/services/local-seo/index.html.md`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get("content-type")?.toLowerCase()).toBe("text/markdown; charset=utf-8");
    expect(await twin.text()).toMatch(/^\[Home\]/);
    for (const file of ["/llms.txt", "/llms-full.txt"]) {
      const response = await fetch(`${BASE_URL}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")?.toLowerCase()).toBe("text/plain; charset=utf-8");
    }
  });
});

describe("the site with case studies, the team and client logos", () => {
  let root = "";
  beforeAll(async () => {
    root = (await fixtureSite()).root;
  }, 660_000);

  it("gives each of their pages a twin carrying its <main>, and lists the case studies in llms.txt", () => {
    const dir = path.join(root, "public");
    const { indexable } = expectTwins(dir);
    expect(indexable.map((p) => p.route)).toEqual(
      expect.arrayContaining(["/case-studies/", "/team/fixture-strategist/"]),
    );
    expect(fs.readFileSync(path.join(dir, "llms.txt"), "utf8")).toMatch(/## Case studies\n\n- \[/);
  });
});
