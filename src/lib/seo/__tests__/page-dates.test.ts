import { pageDates, pageDay, sitemapEntry } from "../page-dates";
import type { ParsedContent } from "../../content/parse";

const article = (slug: string, date: string, updated: string | null, draft = false) => ({
  file: `data/insights/${slug}.md`,
  slug,
  route: `/insights/${slug}/`,
  data: { date, updated, draft, services: [] },
  body: "",
});

/** The content dating reads, as parse.ts gives it. */
const content = {
  pages: [
    { file: "data/pages/home.yaml", route: "/", data: {} },
    { file: "data/pages/services.yaml", route: "/services", data: {} },
  ],
  services: [{ file: "data/services/local-seo.yaml", route: "/services/local-seo/", data: { slug: "local-seo" } }],
  articles: [
    article("one", "2026-01-01", "2026-03-01"),
    article("two", "2026-02-01", null),
    article("draft", "2026-09-01", null, true),
  ],
  caseStudies: [
    {
      file: "data/case-studies/acme.md",
      slug: "acme",
      route: "/case-studies/acme/",
      data: { title: "Acme" },
      body: "",
    },
    {
      file: "data/case-studies/beta.md",
      slug: "beta",
      route: "/case-studies/beta/",
      data: { title: "Beta" },
      body: "",
    },
  ],
  people: [{ key: "jane", name: "Jane", photo: "team/jane.jpg" }],
} as unknown as ParsedContent;

/** Commit dates by file: the articles' files are committed long after their days, which must not date them. */
const commits: Record<string, string> = {
  "data/pages/home.yaml": "2026-04-02T01:00:00Z",
  "data/pages/services.yaml": "2026-01-10T00:00:00Z",
  "data/services/local-seo.yaml": "2026-05-01T00:00:00Z",
  "data/insights/one.md": "2026-11-20T00:00:00Z",
  "data/insights/two.md": "2026-11-20T00:00:00Z",
  "data/case-studies/acme.md": "2026-06-01T00:00:00Z",
  "data/case-studies/acme.csv": "2026-07-01T00:00:00Z",
  "data/case-studies/beta.md": "2026-06-15T00:00:00Z",
  "data/authors.yaml": "2026-03-03T00:00:00Z",
  "data/team/jane.jpg": "2026-08-08T00:00:00Z",
};

describe("page dates", () => {
  const dates = pageDates(content, (file) => commits[file]);

  it("gives articles and the index a lastmod: the update, else the publication (never the commit); the index the newest it lists", () => {
    expect(dates.get("/insights/one/")).toBe("2026-03-01");
    expect(dates.get("/insights/two/")).toBe("2026-02-01");
    expect(dates.get("/insights/")).toBe("2026-03-01");
    expect(dates.has("/insights/draft/")).toBe(false);
  });

  it("dates the services index by the newest of its own file and the services it lists", () => {
    expect(dates.get("/services/")).toBe("2026-05-01T00:00:00Z");
    expect(dates.get("/services/local-seo/")).toBe("2026-05-01T00:00:00Z");
    expect(dates.get("/")).toBe("2026-04-02T01:00:00Z");
  });

  it("dates a case study by its story or its export, whichever changed last, and their index by the newest", () => {
    expect(dates.get("/case-studies/acme/")).toBe("2026-07-01T00:00:00Z");
    expect(dates.get("/case-studies/beta/")).toBe("2026-06-15T00:00:00Z");
    expect(dates.get("/case-studies/")).toBe("2026-07-01T00:00:00Z");
  });

  it("dates a profile by data/authors.yaml or the person's photo", () => {
    expect(dates.get("/team/jane/")).toBe("2026-08-08T00:00:00Z");
  });

  it("leaves out what git cannot date, keeping the editors' dates", () => {
    const none = pageDates(content, () => undefined);
    expect(Object.fromEntries(none)).toEqual({
      "/insights/one/": "2026-03-01",
      "/insights/two/": "2026-02-01",
      "/insights/": "2026-03-01",
    });
  });

  it("puts a page's date in its sitemap entry, and none where it has none", () => {
    expect(sitemapEntry({ path: "/insights/one/", pageContext: { lastmod: "2026-03-01" } })).toEqual({
      url: "/insights/one/",
      lastmod: "2026-03-01",
    });
    expect(sitemapEntry({ path: "/about/", pageContext: {} })).toEqual({ url: "/about/" });
    expect(sitemapEntry({ path: "/about/", pageContext: null })).toEqual({ url: "/about/" });
  });
});

describe("the day a page shows", () => {
  it("is the day the change was made in Sydney, not in UTC", () => {
    // 9:05 am on 14 November in Sydney (daylight time, UTC+11) is still the 13th in UTC.
    expect(pageDay("2026-11-13T22:05:00Z")).toBe("2026-11-14");
    expect(pageDay("2026-11-25T12:59:59Z")).toBe("2026-11-25");
    expect(pageDay("2026-11-25T13:00:00Z")).toBe("2026-11-26");
    // In winter Sydney is UTC+10.
    expect(pageDay("2026-06-30T13:59:59Z")).toBe("2026-06-30");
    expect(pageDay("2026-06-30T14:00:00Z")).toBe("2026-07-01");
  });

  it("follows Sydney's clocks across the change from daylight time (5 April 2026, 3 am back to 2 am)", () => {
    expect(pageDay("2026-04-04T12:59:59Z")).toBe("2026-04-04");
    expect(pageDay("2026-04-04T13:00:00Z")).toBe("2026-04-05");
    expect(pageDay("2026-04-05T13:59:59Z")).toBe("2026-04-05");
    expect(pageDay("2026-04-05T14:00:00Z")).toBe("2026-04-06");
  });

  it("reads an instant written with an offset as that instant", () => {
    expect(pageDay("2026-11-14T09:00:00+11:00")).toBe("2026-11-14");
    expect(pageDay("2026-11-14T06:00:00-05:00")).toBe("2026-11-14");
    expect(pageDay("2026-11-14T09:00:00.000Z")).toBe("2026-11-14");
  });

  it("keeps an article's date, which is already its editor's day in Sydney", () => {
    expect(pageDay("2026-11-14")).toBe("2026-11-14");
    expect(pageDay("2026-01-01")).toBe("2026-01-01");
  });

  it("is nothing for no date or one it cannot read, never a guess", () => {
    expect(pageDay(undefined)).toBeUndefined();
    expect(pageDay(null)).toBeUndefined();
    expect(pageDay("")).toBeUndefined();
    expect(pageDay("soon")).toBeUndefined();
    expect(pageDay("2026-02-30")).toBeUndefined();
    expect(pageDay("14/11/2026")).toBeUndefined();
    // Without a zone the instant would depend on the build machine's clock.
    expect(pageDay("2026-11-14T09:00:00")).toBeUndefined();
  });
});
