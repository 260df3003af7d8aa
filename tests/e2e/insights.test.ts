/**
 * The Insights section as crawlers, feed readers and readers without JavaScript get it: the built
 * files in public/, read without a browser. (The browser tests, accessibility, routes and CSP, cover
 * /insights/ and every article through support/routes.ts.)
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import { siteUrl } from "../../gatsby-config";
import { articlePath, slugOfFile } from "../../src/lib/insights/articles";
import { draftArticles, insightsRoutes, pageRoutes, publishedArticles, serviceRoutes } from "./support/routes";

const publicDir = path.resolve(__dirname, "../../public");
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const documentOf = (route: string) =>
  parseDocument(read(route === "/" ? "index.html" : path.join(route, "index.html")));
const meta = (doc: Document, key: string) =>
  Array.from(doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)).map((m) =>
    m.getAttribute("content"),
  );
type Thing = { "@type": string; [key: string]: unknown };
/** The nodes of the page's JSON-LD (one @graph a page). */
const jsonLd = (doc: Document): Thing[] =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap(
    (s) => (JSON.parse(s.textContent) as { "@graph": Thing[] })["@graph"],
  );
const ofType = (things: Thing[], type: string) => things.find((t) => t["@type"] === type);

interface Front {
  title: string;
  description: string;
  date: string;
  updated?: string;
  author: string;
  services: string[];
}
const articles = publishedArticles
  .map((a) => ({ slug: slugOfFile(a.file), ...(a.data as Front) }))
  .sort((x, y) => y.date.localeCompare(x.date));
const hrefs = (doc: Document, selector = "a") =>
  Array.from(doc.querySelectorAll(selector)).map((a) => a.getAttribute("href"));

describe("an article page", () => {
  it.each(articles.map((a) => [articlePath(a.slug), a] as const))(
    "%s has its byline, dates, contents, services, two more articles and the call to contact",
    (route, article) => {
      const doc = documentOf(route);
      expect(Array.from(doc.querySelectorAll("h1")).map((h) => h.textContent)).toEqual([article.title]);
      const crumbs = doc.querySelector('nav[aria-label="Breadcrumb"]');
      expect(
        Array.from(crumbs?.querySelectorAll("a") ?? []).map((a) => [a.textContent, a.getAttribute("href")]),
      ).toEqual([
        ["Home", "/"],
        ["Insights", "/insights/"],
        [article.title, route],
      ]);
      const byline = doc.querySelector("[data-byline]")?.textContent ?? "";
      expect(byline).toMatch(/^By Placeholder: the named strategist who wrote it · Harbour AI SEO team/);
      expect(byline).toMatch(/\d+ min read/);
      expect(Array.from(doc.querySelectorAll("[data-byline] time")).map((t) => t.getAttribute("datetime"))).toEqual([
        article.date,
        ...(article.updated ? [article.updated] : []),
      ]);
      // Contents: static links to the h2s of the body, which carry those ids.
      const h2s = Array.from(doc.querySelectorAll("[data-article-body] h2"));
      expect(h2s.length).toBeGreaterThanOrEqual(3);
      expect(hrefs(doc, 'nav[aria-labelledby="contents-heading"] a')).toEqual(h2s.map((h) => `#${h.id}`));
      // Related services as cards, then two more articles, then the call to /contact/.
      expect(hrefs(doc, "#related-services li a")).toEqual(article.services.map((s) => `/services/${s}/`));
      const more = hrefs(doc, "#more-insights li a");
      expect(more).toHaveLength(2);
      expect(more).not.toContain(route);
      expect(hrefs(doc, "#contact-us a")).toEqual(["/contact/"]);
      // The body's links are the site's addresses.
      for (const href of hrefs(doc, "[data-article-body] a")) expect(href).toMatch(/^\/[a-z0-9/-]*\/$/);
    },
  );

  it.each(articles.map((a) => [articlePath(a.slug), a] as const))(
    "%s tells crawlers it is a BlogPosting by a Person, published by the agency",
    (route, article) => {
      const doc = documentOf(route);
      const url = `${siteUrl}${route}`;
      const things = jsonLd(doc);
      const [posting, trail, page] = [
        ofType(things, "BlogPosting"),
        ofType(things, "BreadcrumbList"),
        ofType(things, "WebPage"),
      ];
      expect(page).toMatchObject({
        "@id": `${url}#webpage`,
        mainEntity: { "@id": `${url}#article` },
        dateModified: article.updated ?? article.date,
      });
      expect(posting).toMatchObject({
        "@id": `${url}#article`,
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.updated ?? article.date,
        author: { "@type": "Person", name: "Harbour AI SEO team" },
        publisher: { "@type": "Organization", name: "Harbour AI SEO" },
        image: `${siteUrl}/social/cards/insights-${article.slug}.png`,
        mainEntityOfPage: { "@id": `${url}#webpage` },
      });
      expect(trail).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1 },
          { position: 2, item: `${siteUrl}/insights/` },
          { position: 3, name: article.title, item: url },
        ],
      });
      expect(hrefs(doc, 'link[rel="canonical"]')).toEqual([url]);
      expect(meta(doc, "og:type")).toEqual(["article"]);
      expect(meta(doc, "article:published_time")).toEqual([article.date]);
      expect(meta(doc, "og:image")).toEqual([`${siteUrl}/social/cards/insights-${article.slug}.png`]);
      expect(
        fs
          .readFileSync(path.join(publicDir, "social/cards", `insights-${article.slug}.png`))
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    },
  );
});

describe("every Insights page's HTML", () => {
  it.each(insightsRoutes.map((r) => [r.path]))(
    "%s has unique ids, one main, and no script but the site's inline ones",
    (route) => {
      const doc = documentOf(route);
      const ids = Array.from(doc.querySelectorAll("[id]")).map((el) => el.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(doc.querySelectorAll("main")).toHaveLength(1);
      // No framework JavaScript: no script file at all, only the inline scripts every static page has.
      expect(doc.querySelectorAll("script[src], link[rel='modulepreload']")).toHaveLength(0);
      for (const a of Array.from(doc.querySelectorAll("a[href^='#']")))
        expect(doc.getElementById(a.getAttribute("href")?.slice(1) ?? "")).not.toBeNull();
    },
  );
});

describe("/insights/", () => {
  it("lists every article newest first, with its date, author and description", () => {
    const doc = documentOf("/insights/");
    const entries = Array.from(doc.querySelectorAll("main li article"));
    expect(entries.map((e) => e.querySelector("h2 a")?.getAttribute("href"))).toEqual(
      articles.map((a) => articlePath(a.slug)),
    );
    expect(entries.map((e) => e.querySelector("time")?.getAttribute("datetime"))).toEqual(articles.map((a) => a.date));
    expect(entries.map((e) => e.textContent.includes("Harbour AI SEO team"))).toEqual(articles.map(() => true));
    expect(entries.map((e) => e.textContent.includes(articles[entries.indexOf(e)]?.description ?? "-"))).toEqual(
      articles.map(() => true),
    );
  });

  it("has no rel prev/next while every article fits on one page (the pages' logic is unit-tested)", () => {
    const doc = documentOf("/insights/");
    expect(doc.querySelectorAll('link[rel="prev"], link[rel="next"]')).toHaveLength(articles.length > 9 ? 1 : 0);
    expect(fs.existsSync(path.join(publicDir, "insights/page/2/index.html"))).toBe(articles.length > 9);
  });
});

describe("the feed", () => {
  const feed = read("insights/rss.xml");
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? "");
  const tag = (xml: string, name: string) =>
    new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(xml)?.[1];

  it("is RSS 2.0 listing every article, newest first, with absolute links", () => {
    expect(feed).toMatch(/<rss[^>]+version="2.0"/);
    expect(tag(feed, "link")).toBe(`${siteUrl}/insights/`);
    expect(items.map((i) => tag(i, "link"))).toEqual(articles.map((a) => `${siteUrl}${articlePath(a.slug)}`));
    expect(items.map((i) => tag(i, "title"))).toEqual(articles.map((a) => a.title));
    expect(items.map((i) => tag(i, "description"))).toEqual(articles.map((a) => a.description));
    expect(items.map((i) => /<guid isPermaLink="true">([^<]+)<\/guid>/.exec(i)?.[1])).toEqual(
      articles.map((a) => `${siteUrl}${articlePath(a.slug)}`),
    );
    const links = [...feed.matchAll(/<link>([^<]*)<\/link>|<guid[^>]*>([^<]*)<\/guid>|\b(?:href|url)="([^"]*)"/g)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? "",
    );
    expect(links.length).toBeGreaterThan(articles.length * 2);
    for (const link of links) expect(link).toMatch(/^https:\/\//);
  });

  it("is linked from the head of every page", () => {
    for (const route of [...pageRoutes, ...serviceRoutes, ...insightsRoutes]) {
      const links = Array.from(
        documentOf(route.path).querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]'),
      ).map((l) => l.getAttribute("href"));
      expect([route.path, links]).toEqual([route.path, ["/insights/rss.xml"]]);
    }
  });
});

describe("the sitemap", () => {
  const sitemap = read("sitemap-0.xml");
  const entry = (url: string) =>
    new RegExp(`<url><loc>${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(
      sitemap,
    );

  it("lists every article with its lastmod, and /insights/ with the newest", () => {
    const day = (url: string) => entry(url)?.[1]?.slice(0, 10);
    for (const a of articles) expect(day(`${siteUrl}${articlePath(a.slug)}`)).toBe(a.updated ?? a.date);
    const newest = articles
      .map((a) => a.updated ?? a.date)
      .sort()
      .pop();
    expect(day(`${siteUrl}/insights/`)).toBe(newest);
  });
});

describe("links both ways", () => {
  it("the home page shows the three latest articles", () => {
    expect(hrefs(documentOf("/"), "#latest-insights li a")).toEqual(
      articles.slice(0, 3).map((a) => articlePath(a.slug)),
    );
  });

  it.each(serviceRoutes.map((r) => [r.path]))("%s lists up to three of the newest articles about it", (route) => {
    const slug = route.split("/")[2] ?? "";
    const about = articles
      .filter((a) => a.services.includes(slug))
      .slice(0, 3)
      .map((a) => articlePath(a.slug));
    expect(hrefs(documentOf(route), "#insights li a")).toEqual(about);
  });

  it("the header and the footer link /insights/ (DECISIONS: Insights in the header nav)", () => {
    const doc = documentOf("/about/");
    expect(hrefs(doc, "footer a")).toContain("/insights/");
    expect(hrefs(doc, "header nav a")).toContain("/insights/");
  });
});

describe("drafts", () => {
  it("never reach the build: no page, list, feed, sitemap entry or card", () => {
    const all = fs
      .readdirSync(path.join(publicDir, "insights"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== "page")
      .map((d) => d.name)
      .sort();
    expect(all).toEqual(articles.map((a) => a.slug).sort());
    const everything = [
      read("insights/rss.xml"),
      read("sitemap-0.xml"),
      read("insights/index.html"),
      read("index.html"),
      read("admin/content.json"),
    ].join("\n");
    for (const draft of draftArticles) {
      const slug = slugOfFile(draft.file);
      expect(everything).not.toContain(`/insights/${slug}/`);
      expect(everything).not.toContain(`${slug}.md`);
      expect(fs.existsSync(path.join(publicDir, "social/cards", `insights-${slug}.png`))).toBe(false);
    }
  });
});
