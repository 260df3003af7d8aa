import {
  formatDate,
  includeDrafts,
  indexPages,
  latest,
  newestFirst,
  published,
  relatedArticles,
  slugOfFile,
} from "../articles";
import { withHeadingIds } from "../headings";
import { feedItems } from "../feeds";

const a = (slug: string, date: string, services: string[] = ["local-seo"], draft?: boolean) => ({
  slug,
  date,
  services,
  draft,
});

describe("the Insights index", () => {
  const many = Array.from({ length: 20 }, (_, i) =>
    a(`article-${String(i + 1).padStart(2, "0")}`, `2026-01-${String(i + 1).padStart(2, "0")}`),
  );

  it("lists nine a page, newest first, with rel prev/next neighbours", () => {
    const pages = indexPages(many);
    expect(pages.map((p) => [p.path, p.slugs.length, p.prev, p.next])).toEqual([
      ["/insights/", 9, null, "/insights/page/2/"],
      ["/insights/page/2/", 9, "/insights/", "/insights/page/3/"],
      ["/insights/page/3/", 2, "/insights/page/2/", null],
    ]);
    expect(pages[0]?.slugs[0]).toBe("article-20");
    expect(pages[2]?.slugs).toEqual(["article-02", "article-01"]);
  });

  it("has one page (and no neighbours) with nine or fewer articles, even none", () => {
    expect(indexPages(many.slice(0, 9)).map((p) => [p.path, p.prev, p.next])).toEqual([["/insights/", null, null]]);
    expect(indexPages([])).toHaveLength(1);
  });

  it("orders one day's articles by slug, whatever the input order", () => {
    expect(newestFirst([a("b", "2026-01-01"), a("a", "2026-01-01"), a("c", "2026-02-01")]).map((x) => x.slug)).toEqual([
      "c",
      "a",
      "b",
    ]);
  });
});

describe("drafts", () => {
  it("are left out unless shown, and shown only by gatsby develop", () => {
    const all = [a("one", "2026-01-01"), a("two", "2026-01-02", [], true)];
    expect(published(all).map((x) => x.slug)).toEqual(["one"]);
    expect(published(all, true).map((x) => x.slug)).toEqual(["one", "two"]);
    expect(includeDrafts({ gatsby_executing_command: "develop" })).toBe(true);
    expect(includeDrafts({ gatsby_executing_command: "build" })).toBe(false);
    expect(includeDrafts({})).toBe(false);
  });
});

describe("which articles a page lists", () => {
  const articles = [
    a("old-local", "2026-01-01", ["local-seo"]),
    a("audit", "2026-03-01", ["technical-seo-audits"]),
    a("new-local", "2026-02-01", ["local-seo", "technical-seo-audits"]),
    a("reporting", "2026-04-01", ["seo-analytics-reporting"]),
  ];

  it("a service page: the newest three about it", () => {
    expect(latest(articles, 3, "local-seo").map((x) => x.slug)).toEqual(["new-local", "old-local"]);
    expect(latest(articles, 3).map((x) => x.slug)).toEqual(["reporting", "audit", "new-local"]);
  });

  it("an article: two more, those sharing a service first, then the newest", () => {
    expect(relatedArticles(articles, "old-local").map((x) => x.slug)).toEqual(["new-local", "reporting"]);
    expect(relatedArticles(articles, "audit").map((x) => x.slug)).toEqual(["new-local", "reporting"]);
    expect(relatedArticles(articles, "reporting").map((x) => x.slug)).toEqual(["audit", "new-local"]);
  });
});

describe("article helpers", () => {
  it("takes the slug from the file name", () => {
    expect(slugOfFile("/site/data/insights/local-seo.md")).toBe("local-seo");
  });

  it("writes dates the Australian way, from the day written", () => {
    expect(formatDate("2026-11-02")).toBe("2 November 2026");
    expect(formatDate("2026-11-02T00:00:00.000Z")).toBe("2 November 2026");
  });

  it("gives each h2 and h3 an id and lists the h2s as contents", () => {
    const { html, toc } = withHeadingIds(
      "<h2>Days 1 to 3: confirm it</h2><p>x</p><h3>Why &amp; how</h3><h2>Days 1 to 3: confirm it</h2>",
    );
    expect(html).toBe(
      '<h2 id="days-1-to-3-confirm-it">Days 1 to 3: confirm it</h2><p>x</p><h3 id="why--how">Why &amp; how</h3><h2 id="days-1-to-3-confirm-it-1">Days 1 to 3: confirm it</h2>',
    );
    expect(toc).toEqual([
      { id: "days-1-to-3-confirm-it", text: "Days 1 to 3: confirm it" },
      { id: "days-1-to-3-confirm-it-1", text: "Days 1 to 3: confirm it" },
    ]);
  });
});

describe("feed and sitemap", () => {
  const articles = [
    {
      slug: "one",
      title: "One",
      description: "First.",
      date: "2026-01-01",
      updated: "2026-03-01",
      authorName: "Team",
      services: ["local-seo"],
    },
    {
      slug: "two",
      title: "Two",
      description: "Second.",
      date: "2026-02-01",
      updated: null,
      authorName: "Team",
      services: [],
    },
  ];

  it("lists every article in the feed, newest first, with absolute links", () => {
    expect(feedItems(articles, "https://www.example.com.au").map((i) => [i.title, i.url, i.date, i.author])).toEqual([
      ["Two", "https://www.example.com.au/insights/two/", "2026-02-01T00:00:00Z", "Team"],
      ["One", "https://www.example.com.au/insights/one/", "2026-01-01T00:00:00Z", "Team"],
    ]);
  });
});
