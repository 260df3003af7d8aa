/**
 * Room for real proof, read from a build with the fixtures editors would add (case studies with
 * their Search Console exports, people with photos, client logos: tests/e2e/fixtures/content/,
 * copied into a build of its own), and from the site's own build, which has none of it: there no
 * section, heading, menu entry, page or sitemap entry for them may appear.
 */
import fs from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { parseDocument } from "./support/dom";
import type { Browser, Page } from "playwright-core";
import { violations } from "./support/axe";
import { launch } from "./support/browser";
import { started } from "./support/started";
import { LAYOUT_WIDTHS, layoutFaults } from "./support/layout-faults";
import { fixtureClicks, fixtureSite, type FixtureSite } from "./support/fixture-site";
import { serve, stopServer } from "./support/server";
import { freePort } from "../support/redis-server";
import { cardPath } from "../../src/lib/seo/social-card";
import { pageDay } from "../../src/lib/seo/page-dates";

const mainPublic = path.resolve(__dirname, "../../public");
const htmlIn = (publicDir: string, route: string) =>
  fs.readFileSync(path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html")), "utf8");
const documentIn = (publicDir: string, route: string) => parseDocument(htmlIn(publicDir, route));
/** The nodes of the page's JSON-LD (one @graph a page). */
const jsonLd = (doc: Document) =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap(
    (s) => (JSON.parse(s.textContent) as { "@graph": Array<{ "@type": string }> })["@graph"],
  );
const ofType = (things: ReadonlyArray<{ "@type": string }>, type: string) => things.find((t) => t["@type"] === type);

describe("a build without case studies, people or logos", () => {
  const pages = ["/", "/about/", "/services/local-seo/", "/insights/local-seo-service-businesses-australia/"];

  it("has no trace of them: no page, no sitemap entry, no menu entry, no section or heading (people and client results: marked placeholders)", () => {
    expect(fs.existsSync(path.join(mainPublic, "case-studies"))).toBe(false);
    expect(fs.existsSync(path.join(mainPublic, "team"))).toBe(false);
    expect(fs.readFileSync(path.join(mainPublic, "sitemap-0.xml"), "utf8")).not.toMatch(/case-studies|\/team\//);
    for (const route of pages) {
      const doc = documentIn(mainPublic, route);
      expect([
        route,
        Array.from(doc.querySelectorAll("a")).filter((a) => /case-studies|\/team\//.test(a.getAttribute("href") ?? ""))
          .length,
      ]).toEqual([route, 0]);
      expect([
        route,
        doc.querySelectorAll("#clients, [data-client-logos], [data-case-study-chart], picture").length,
      ]).toEqual([route, 0]);
    }
    // Client results are the agency's facts too (issue 59): home and each offered service page show
    // the marked slot where they go, never a card, a figure or a name, and this site's own report meanwhile.
    for (const [route, selector] of [
      ["/", "#case-studies [data-results-slot]"],
      ["/services/local-seo/", "#case-study[data-results-slot]"],
    ] as const) {
      const slot = documentIn(mainPublic, route).querySelector(selector);
      expect([route, (slot?.querySelectorAll("[data-placeholder]").length ?? 0) > 0]).toEqual([route, true]);
      expect([route, slot?.querySelectorAll("h3, img, [data-case-study-chart]").length]).toEqual([route, 0]);
      expect(slot?.querySelector("[data-own-report] a")?.getAttribute("href")).toBe(
        "https://www.harbouraiseo.com.au/api/site-check?url=https%3A%2F%2Fwww.harbouraiseo.com.au%2F",
      );
    }
    // The reviews line is marked on home until the agency sets its rating; a service no longer offered shows no slot.
    expect(documentIn(mainPublic, "/").querySelector("[data-reviews] [data-placeholder]")).not.toBeNull();
    expect(documentIn(mainPublic, "/services/traditional-seo/").querySelector("[data-results-slot]")).toBeNull();
    // The people are the agency's facts, shown as marked placeholders until it adds them (DECISIONS
    // 2026-11-27): About's team is frames and marks, never a face or a profile.
    const team = documentIn(mainPublic, "/about/").querySelector("#team");
    expect(
      team?.querySelector("[data-team-placeholder]")?.querySelectorAll("[data-placeholder]").length,
    ).toBeGreaterThan(0);
    expect(team?.querySelectorAll("img, picture").length).toBe(0);
  });
});

describe("a build with case studies, people and logos", () => {
  let site: FixtureSite;
  let server: ChildProcess;
  let base: string;
  let browser: Browser;
  const publicDir = () => path.join(site.root, "public");

  beforeAll(async () => {
    site = await fixtureSite();
    const port = await freePort();
    server = (await serve({ CONTACT_RATE_LIMIT: "off" }, port, site.root)).child;
    base = `http://127.0.0.1:${port}`;
    browser = await launch();
  }, 600_000);
  afterAll(async () => {
    await started(browser)?.close();
    stopServer(server);
  });

  const open = async (route: string, width = 1440): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}${route}`);
    await page.waitForLoadState("load");
    return page;
  };

  it("lists every case study at /case-studies/ and in the sitemap, and links it from the footer", () => {
    const doc = documentIn(publicDir(), "/case-studies/");
    expect(doc.querySelector("h1")?.textContent).toBe("Case studies");
    expect(Array.from(doc.querySelectorAll("main h2 a")).map((a) => a.getAttribute("href"))).toEqual([
      "/case-studies/fixture-store/",
      "/case-studies/fixture-plumbing/",
    ]);
    const sitemap = fs.readFileSync(path.join(publicDir(), "sitemap-0.xml"), "utf8");
    for (const route of [
      "/case-studies/",
      "/case-studies/fixture-plumbing/",
      "/case-studies/fixture-store/",
      "/team/fixture-strategist/",
      "/team/fixture-analyst/",
    ])
      expect(sitemap).toContain(`.com.au${route}</loc>`);
    expect(
      Array.from(documentIn(publicDir(), "/contact/").querySelectorAll("footer a")).map((a) => a.getAttribute("href")),
    ).toContain("/case-studies/");
  });

  it("draws a case study's chart from its export and states the change it works out, with the source and the period", () => {
    const doc = documentIn(publicDir(), "/case-studies/fixture-plumbing/");
    expect(doc.querySelector("h1")?.textContent).toBe("A fixture plumber found first in twelve more suburbs");
    // The fixture export: 26 weeks from 5 January 2026, the start on 6 April (week 13): the same 13 weeks either side.
    const start = 13 * 7;
    const days = Array.from({ length: 26 * 7 }, (_, i) => fixtureClicks(i, start));
    const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    const [before, after] = [average(days.slice(0, start)), average(days.slice(start))];
    const change = `+${Math.round(((after - before) / before) * 100)}%`;
    const chart = doc.querySelector("[data-case-study-chart]");
    expect(chart?.querySelector("[role=img]")?.getAttribute("aria-label")).toContain(
      `went from ${before.toFixed(0)} to ${after.toFixed(0)} over the 13 weeks either side of the start`,
    );
    expect(chart?.querySelector("figcaption")?.textContent).toBe(
      `Average clicks a day, 13 weeks before and after we started: ${Math.round(before)} to ${Math.round(after)} (${change}).Source: Fixture Plumbing (a test fixture)'s Google Search Console export, 5 January 2026 to 5 July 2026.`,
    );
    expect(chart?.querySelectorAll("polyline")).toHaveLength(2);
    expect(doc.querySelector("blockquote")?.closest("figure")?.querySelector("figcaption")?.textContent).toBe(
      "Test Fixture, Owner, Fixture Plumbing",
    );
    const [article, trail] = [ofType(jsonLd(doc), "Article"), ofType(jsonLd(doc), "BreadcrumbList")];
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "A fixture plumber found first in twelve more suburbs",
      about: { "@type": "Organization", name: "Fixture Plumbing (a test fixture)" },
    });
    expect(trail).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home" },
        { name: "Case studies" },
        { name: "A fixture plumber found first in twelve more suburbs" },
      ],
    });
    const card = doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
    expect(card).toBe(`https://www.harbouraiseo.com.au${cardPath("/case-studies/fixture-plumbing/")}`);
    expect(fs.existsSync(path.join(publicDir(), cardPath("/case-studies/fixture-plumbing/")))).toBe(true);
  });

  it("shows a service's newest case study on its page, and the newest three on the home page", () => {
    const service = documentIn(publicDir(), "/services/local-seo/");
    expect(service.querySelector("#case-study h3 a")?.getAttribute("href")).toBe("/case-studies/fixture-plumbing/");
    const home = documentIn(publicDir(), "/");
    expect(Array.from(home.querySelectorAll("#case-studies h3 a")).map((a) => a.getAttribute("href"))).toEqual([
      "/case-studies/fixture-store/",
      "/case-studies/fixture-plumbing/",
    ]);
  });

  it("shows the logo strip under the home hero, each logo named and sized", () => {
    const home = documentIn(publicDir(), "/");
    const strip = home.querySelector("[data-client-logos]");
    expect(strip?.closest("section")?.previousElementSibling?.querySelector("h1")).not.toBeNull();
    expect(
      Array.from(strip?.querySelectorAll("img") ?? []).map((img) => [
        img.getAttribute("alt"),
        img.getAttribute("height"),
        Number(img.getAttribute("width")) > 0,
      ]),
    ).toEqual([
      ["Fixture Client One", "40", true],
      ["Fixture Client Two", "40", true],
      ["Fixture Client Three", "40", true],
      ["Fixture Client Four", "40", true],
    ]);
  });

  it("shows the team on About, each photo in modern formats with its size and description, linking to a profile listing their articles", () => {
    const about = documentIn(publicDir(), "/about/");
    const people = Array.from(about.querySelectorAll("#team li"));
    expect(
      people.map((li) => [li.querySelector("h3")?.textContent, li.querySelector("a")?.getAttribute("href")]),
    ).toEqual([
      ["Fixture Strategist", "/team/fixture-strategist/"],
      ["Fixture Analyst", "/team/fixture-analyst/"],
    ]);
    for (const li of people) {
      const picture = li.querySelector("picture");
      expect(Array.from(picture?.querySelectorAll("source") ?? []).map((s) => s.getAttribute("type"))).toEqual([
        "image/avif",
        "image/webp",
      ]);
      const img = picture?.querySelector("img");
      expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("alt")?.length]).toEqual([
        "320",
        "400",
        expect.any(Number),
      ]);
      for (const src of (img?.getAttribute("srcset") ?? "").split(", ").map((entry) => entry.split(" ")[0] ?? ""))
        expect(fs.existsSync(path.join(publicDir(), src))).toBe(true);
    }
    const profile = documentIn(publicDir(), "/team/fixture-strategist/");
    expect(profile.querySelector("h1")?.textContent).toBe("Fixture Strategist");
    expect(
      profile.querySelector('a[href="https://www.linkedin.com/in/fixture-strategist/"]')?.getAttribute("rel"),
    ).toBe("noopener noreferrer");
    expect(Array.from(profile.querySelectorAll("main article a")).map((a) => a.getAttribute("href"))).toEqual([
      "/insights/fixture-person-article/",
    ]);
    expect(ofType(jsonLd(profile), "ProfilePage")).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: "Fixture Strategist",
        sameAs: ["https://www.linkedin.com/in/fixture-strategist/"],
      },
    });
  });

  it("names a person's article's author with their photo and a link to their profile", () => {
    const article = documentIn(publicDir(), "/insights/fixture-person-article/");
    const byline = article.querySelector("[data-byline]");
    expect(byline?.querySelector("a")?.getAttribute("href")).toBe("/team/fixture-strategist/");
    expect(byline?.querySelector("picture img")?.getAttribute("width")).toBe("64");
    expect(ofType(jsonLd(article), "BlogPosting")).toMatchObject({
      "@type": "BlogPosting",
      author: {
        "@type": "Person",
        name: "Fixture Strategist",
        url: "https://www.harbouraiseo.com.au/team/fixture-strategist/",
      },
    });
  });

  it.each([
    ["/case-studies/"],
    ["/case-studies/fixture-plumbing/"],
    ["/case-studies/fixture-store/"],
    ["/team/fixture-strategist/"],
  ])(
    "%s ends its main content with the day of its lastmod and its WebPage's dateModified, as every page does",
    (route) => {
      const doc = documentIn(publicDir(), route);
      const entry = fs
        .readFileSync(path.join(publicDir(), "sitemap-0.xml"), "utf8")
        .split("<url>")
        .find((u) => u.includes(`.com.au${route}</loc>`));
      const lastmod = /<lastmod>([^<]+)</.exec(entry ?? "")?.[1];
      const things = jsonLd(doc) as ReadonlyArray<{ "@type": string; "@id"?: string; dateModified?: string }>;
      const page = things.find((t) => t["@id"]?.endsWith(`${route}#webpage`));
      // The copy is one commit, made at COPY_COMMIT_DATE: 9 am on 20 November in Sydney.
      expect([route, pageDay(lastmod), pageDay(page?.dateModified)]).toEqual([route, "2026-11-20", "2026-11-20"]);
      const line = doc.querySelector("main")?.lastElementChild;
      expect(line?.hasAttribute("data-page-updated")).toBe(true);
      expect(line?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20");
      expect(line?.textContent.replace(/\s+/g, " ").trim()).toBe("Updated 20 November 2026");
    },
  );

  it.each([
    ["/"],
    ["/about/"],
    ["/case-studies/"],
    ["/case-studies/fixture-plumbing/"],
    ["/team/fixture-strategist/"],
    ["/insights/fixture-person-article/"],
  ])("%s, with its proof, has no WCAG 2.2 AA violation on a phone or a desktop", async (route) => {
    for (const width of [390, 1440]) {
      // axe needs a page of a context of its own (browser.newPage's cannot be analysed).
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      expect({ route, width, violations: await violations(page) }).toEqual({ route, width, violations: [] });
      await context.close();
    }
  });

  it.each([
    ["/"],
    ["/about/"],
    ["/case-studies/"],
    ["/case-studies/fixture-plumbing/"],
    ["/case-studies/fixture-store/"],
    ["/team/fixture-strategist/"],
    ["/services/local-seo/"],
  ])(
    "%s, with its proof: no text overlaps other text or leaves its box, at 320, 390, 768 and 1440 px",
    async (route) => {
      const found: string[] = [];
      for (const width of LAYOUT_WIDTHS) {
        const page = await open(route, width);
        await page.evaluate(() => document.fonts.ready);
        for (const fault of await page.evaluate(layoutFaults)) found.push(`${width} px: ${fault}`);
        await page.close();
      }
      expect(found).toEqual([]);
    },
  );

  it.each([["/about/"], ["/team/fixture-strategist/"], ["/case-studies/fixture-plumbing/"], ["/"]])(
    "%s: photos and logos shift nothing as they load, on a phone and a desktop",
    async (route) => {
      for (const width of [390, 1440]) {
        const page = await open(route, width);
        const shift = await page.evaluate(async () => {
          let total = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!entry.hadRecentInput) total += entry.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: "layout-shift", buffered: true });
          // Bring every lazy picture into view, and wait for it.
          window.scrollTo(0, document.body.scrollHeight);
          await Promise.all(
            Array.from(document.images).map((img) =>
              img.complete
                ? Promise.resolve()
                : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
            ),
          );
          // Two frames: the one laying the loaded pictures out has been painted, so any shift it made is
          // in the observer's records, taken now rather than waited for.
          for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
          add(observer.takeRecords());
          observer.disconnect();
          return total;
        });
        const broken = await page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => img.complete && img.naturalWidth === 0)
            .map((img) => img.src),
        );
        // CLS as Lighthouse reports it, to three places: 0 (a photo without its size shifts a page by 0.05 and more).
        expect({ route, width, shift: Number(shift.toFixed(3)), broken }).toEqual({
          route,
          width,
          shift: 0,
          broken: [],
        });
        await page.close();
      }
    },
  );
});
