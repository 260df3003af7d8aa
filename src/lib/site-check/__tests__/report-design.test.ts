import { groupFixes, mainService, scoreBand, siteWideIds, verdict } from "../report-design";
import { FALLBACK_DESIGN } from "../report-copy";
import { finding } from "./findings";

const words = FALLBACK_DESIGN.words.verdicts;
const audit = { href: "/services/technical-seo-audits/", label: "Technical SEO Audits" };
const content = { href: "/services/content-strategy-creation/", label: "Content Strategy & Creation" };

describe("the score's band", () => {
  it("follows PageSpeed Insights: 0–49 poor, 50–89 average, 90–100 good", () => {
    expect([0, 49, 50, 89, 90, 100].map(scoreBand)).toEqual(["poor", "poor", "average", "average", "good", "good"]);
  });
});

describe("the verdict under the score", () => {
  it("is the band's sentence with how many things to fix, and none without a score", () => {
    expect(verdict(94, 2, words)).toBe(
      "Search engines and AI answers can find, read and quote this page. 2 things are still worth fixing.",
    );
    expect(verdict(72, 1, words)).toBe(
      "Google can read this page, but AI answers will struggle to quote it: 1 thing stands in the way.",
    );
    expect(verdict(31, 5, words)).toMatch(/at all: 5 things stand in the way/);
    expect(verdict(100, 0, words)).toBe(words.clear);
    expect(verdict(null, 3, words)).toBeUndefined();
  });
});

describe("the fixes' groups", () => {
  it("puts a failure of a scored check first; warnings and a convention's failure are worth fixing", () => {
    const findings = [
      finding("title", "warn"),
      { ...finding("llms-txt", "fail"), counts: false },
      finding("https", "fail"),
      finding("h1", "pass"),
      finding("noindex", "fail"),
    ];
    const { fixFirst, worthFixing } = groupFixes(findings);
    expect(fixFirst.map((f) => f.id)).toEqual(["https", "noindex"]);
    expect(worthFixing.map((f) => f.id)).toEqual(["title", "llms-txt"]);
  });
});

describe("the closing band's service", () => {
  it("is the one most fixes name, a Fix first winning a tie", () => {
    expect(
      mainService([
        { ...finding("title", "warn"), service: content },
        { ...finding("https", "fail"), service: audit },
        { ...finding("h1", "warn"), service: content },
        { ...finding("noindex", "fail"), service: audit },
      ]),
    ).toEqual(audit);
    expect(
      mainService([
        { ...finding("title", "warn"), service: content },
        { ...finding("https", "fail"), service: audit },
      ]),
    ).toEqual(audit);
    expect(mainService([finding("h1", "pass")])).toBeUndefined();
  });
});

describe("site-wide findings", () => {
  it("are those no page was scored on, known only when more than one page was checked", () => {
    const findings = [finding("https", "fail"), finding("title", "pass"), finding("sitemap", "warn")];
    const pages = [
      { url: "https://a.example/", score: 100, statuses: { title: "pass" as const } },
      { url: "https://a.example/b/", score: 100, statuses: { title: "pass" as const } },
    ];
    expect([...siteWideIds({ findings, pages })]).toEqual(["https", "sitemap"]);
    expect(siteWideIds({ findings, pages: pages.slice(0, 1) }).size).toBe(0);
    expect(siteWideIds({ findings }).size).toBe(0);
  });
});
