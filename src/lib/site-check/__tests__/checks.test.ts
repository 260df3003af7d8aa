import { CHECKS } from "../checks";
import { pageFacts } from "../page-facts";
import { readRobots } from "../robots";
import { counts, scoreOf, WARN_CREDIT } from "../scoring";
import { html, text } from "./fixture-site";
import { projectWords } from "./project-words";
import { byId, check, withSite, words } from "./site";

const GOOD_PAGE = `<!doctype html><html lang="en-AU"><head>
<title>Plumbing in Parramatta | Example Plumbing</title>
<meta name="description" content="Licensed plumbers in Parramatta for blocked drains, hot water and leaks. Same-day visits across Western Sydney.">
<link rel="canonical" href="/">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Plumber","name":"Example Plumbing","telephone":"+61 2 9000 0000"},{"@type":"LocalBusiness","name":"Example Plumbing","telephone":"(02) 9000 0000"},{"@type":"BreadcrumbList","itemListElement":[]}]}</script>
<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Sam Example"},"datePublished":"2026-01-02"}</script>
</head><body><h1>Plumbing in Parramatta</h1><p>${words(250)}</p>
<h2>How fast can you come out?</h2><p>Usually within two hours, seven days a week.</p>
</body></html>`;

const LLMS =
  "# Example Plumbing\n\n> Plumbers in Parramatta.\n\n## Pages\n\n- [Home](https://example.com/): what we do\n";

const weightOf = (id: string) => CHECKS.find((c) => c.id === id)?.weight ?? Number.NaN;

describe("a well-made page", () => {
  it("passes every check but https (the fixture is plain http) and scores accordingly", async () => {
    await withSite(
      {
        "/": html(GOOD_PAGE),
        "/robots.txt": text("User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n"),
        "/llms.txt": text(LLMS),
        "/sitemap.xml": text(
          '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/</loc></url></urlset>',
          "application/xml",
        ),
      },
      async (site) => {
        const report = await check(site);
        const notPassing = report.findings.filter((f) => f.status !== "pass").map((f) => [f.id, f.status]);
        expect(notPassing).toEqual([["https", "fail"]]);
        expect(report.score).toBe(100 - weightOf("https"));
        expect(report.url).toBe(`${site.origin}/`);
        expect(report.address).toBe(`${site.origin}/`);
        expect(report.findings.map((f) => f.id)).toEqual(CHECKS.map((c) => c.id));
        for (const f of report.findings) {
          expect(f.title).not.toMatch(/^$|\{/);
          expect(f.detail).not.toMatch(/\{/);
          expect(f.why).not.toBe("");
          expect(f.action).not.toBe("");
          expect(f.service.href).toMatch(/^\/services\/[a-z-]+\/$/);
          expect(f.service.label).not.toBe("");
          // Every check says how strong its evidence is; all but conventions link to the source read.
          if (f.evidence.kind !== "convention") expect(f.evidence.source?.url).toMatch(/^https:\/\//);
        }
        expect(byId(report, "llms-txt")).toMatchObject({
          status: "pass",
          counts: false,
          detail: 'Titled "Example Plumbing", with 1 link.',
        });
        expect(report.categories.map((c) => c.id)).toEqual(["access", "indexing", "content", "trust", "files"]);
        expect(report.categories.find((c) => c.id === "access")?.title).toBe("Crawler access");
      },
    );
  });
});

describe("pages that are not what they seem", () => {
  it("reads malformed HTML the way a browser would", () => {
    const facts = pageFacts(
      `<html><head><title>Broken <b>page</title><meta name=description content="Unquoted and unclosed"><body><h1>One<h2>Is this a question?</h1><p>Yes it is, answered first here.<div><p>${words(30)}<script type="application/ld+json">{"@type": "Organization",}</script></body>`,
    );
    expect(facts.title).toBe("Broken <b>page");
    expect(facts.description).toBe("Unquoted and unclosed");
    expect(facts.h1).toHaveLength(1);
    expect(facts.headings.find((h) => h.level === 2)).toMatchObject({
      text: "Is this a question?",
      firstAnswer: "Yes it is, answered first here.",
    });
    expect(facts.structuredData).toMatchObject({ blocks: 1, invalid: 1 });
  });

  it("fails noindex in the header", async () => {
    await withSite({ "/": html(GOOD_PAGE, { "X-Robots-Tag": "noindex" }) }, async (site) => {
      expect(byId(await check(site), "noindex")).toMatchObject({
        status: "fail",
        detail: "noindex in the X-Robots-Tag header.",
      });
    });
  });

  it("warns about an llms.txt that is a web page, and never counts it", async () => {
    await withSite({ "/": html(GOOD_PAGE), "/llms.txt": html("<!doctype html><p>Not found</p>") }, async (site) => {
      const report = await check(site);
      expect(byId(report, "llms-txt")).toMatchObject({
        status: "warn",
        counts: false,
        title: "llms.txt is there but not in its format",
      });
    });
  });

  it("fails a page over 2 MB", async () => {
    await withSite(
      { "/": html(`<!doctype html><title>Huge</title><p>${"x".repeat(2.5 * 1024 * 1024)}</p>`) },
      async (site) => {
        expect(byId(await check(site), "page-weight")).toMatchObject({
          status: "fail",
          title: "The page is over 2048 kB of HTML",
        });
      },
    );
  });
});

describe("the page's date, judged against the check's clock", () => {
  const NOW = new Date("2026-11-28T00:00:00Z");
  const BUSINESS = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Example Plumbing"}</script>`;
  const dated = (footer: string, head = BUSINESS) =>
    html(
      `<!doctype html><html lang="en"><head><title>Example Plumbing</title>${head}</head><body><h1>Plumbers</h1><p>${words(50)}</p><footer>${footer}</footer></body></html>`,
    );
  const authorDates = async (route: ReturnType<typeof html>, now: Date, path = "/") => {
    let report: Awaited<ReturnType<typeof check>> | undefined;
    await withSite({ [path]: route }, async (site) => {
      report = await check(site, path, now);
    });
    if (!report) throw new Error("no report");
    return { finding: byId(report, "author-dates"), score: report.score };
  };

  it("warns of a visible date older than 12 months on a page presented as current, quoting it and its age", async () => {
    const stale = await authorDates(dated("<p>Last updated 3 March 2023</p>"), NOW);
    expect(stale.finding).toMatchObject({
      status: "warn",
      title: "A date from 44 months ago on a page presented as current",
      detail:
        "By Example Plumbing; the page shows “Last updated 3 March 2023” (2023-03-03). An old date tells answer engines and people the page may be out of date.",
      // The outcome's own evidence, read: the study found a recent timestamp helps being cited first.
      evidence: { kind: "research", source: { url: "https://arxiv.org/abs/2605.25517" } },
      counts: true,
    });
    // The same page checked while its date was recent: a pass, and a higher score.
    const fresh = await authorDates(dated("<p>Last updated 3 March 2023</p>"), new Date("2023-06-01T00:00:00Z"));
    expect(fresh.finding).toMatchObject({
      status: "pass",
      detail: "By Example Plumbing; dated Last updated 3 March 2023.",
      evidence: {
        kind: "documented",
        source: { url: "https://developers.google.com/search/docs/appearance/publication-dates" },
      },
    });
    // A warning earns half the check's weight (1.5 of its 3 points), before the score is rounded.
    expect((fresh.score ?? 0) - (stale.score ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it("says so when the page with a stale date names no author either", async () => {
    const { finding } = await authorDates(
      dated('<p>Prices as at <time datetime="2024-01-05">5 Jan 2024</time></p>', ""),
      NOW,
    );
    expect(finding).toMatchObject({
      status: "warn",
      title: "A date from 34 months ago on a page presented as current",
      detail: expect.stringContaining("“Prices as at 5 Jan 2024” (2024-01-05); no author found.") as string,
    });
  });

  it("still warns of a page with no date at all, and leaves an article's old date as its date", async () => {
    expect((await authorDates(dated("<p>Call us.</p>"), NOW)).finding).toMatchObject({
      status: "warn",
      title: "The page does not say when it was written or updated",
    });
    const article = `<script type="application/ld+json">{"@type":"BlogPosting","author":{"@type":"Person","name":"Sam Example"},"datePublished":"2023-03-03"}</script>`;
    expect((await authorDates(dated("<p>Last updated 3 March 2023</p>", article), NOW)).finding).toMatchObject({
      status: "pass",
      detail: "By Sam Example; dated 2023-03-03.",
    });
  });
});

describe("robots.txt with odd groups", () => {
  const ODD = [
    "\uFEFF# a comment line",
    "User-agent: *",
    "Disallow:",
    "",
    "user-agent: GPTBot",
    "USER-AGENT: ccbot",
    "Disallow: /",
    "",
    "# a group with two names and a rule for one path",
    "User-agent: Googlebot",
    "User-agent: bingbot",
    "Disallow: /private/",
    "Allow: /private/open",
    "Crawl-delay: 10",
    "Unknown-directive: whatever",
    "",
    "User-agent: PerplexityBot",
    "Disallow: /*.html$",
    "",
    "User-agent: ChatGPT-User/1.0",
    "Disallow: /",
    "Sitemap: https://example.com/sitemap_index.xml",
  ].join("\r\n");

  it("applies the most specific group per crawler, by role", () => {
    const reading = readRobots("https://example.com/private/page", { kind: "rules", text: ODD });
    expect(reading.roles.search.blocked).toEqual(["Googlebot", "Bingbot"]);
    expect(reading.roles.user.blocked).toEqual(["ChatGPT-User"]);
    expect(reading.roles.training.blocked).toEqual(["GPTBot", "CCBot"]);
    expect(reading.sitemaps).toEqual(["https://example.com/sitemap_index.xml"]);
    const open = readRobots("https://example.com/private/open", { kind: "rules", text: ODD });
    expect(open.roles.search.blocked).toEqual([]);
    const page = readRobots("https://example.com/page.html", { kind: "rules", text: ODD });
    expect(page.roles.search.blocked).toEqual(["PerplexityBot"]);
  });

  it("fails search access, warns user access and only notes training", async () => {
    await withSite({ "/private/page": html(GOOD_PAGE), "/robots.txt": text(ODD) }, async (site) => {
      const report = await check(site, "/private/page");
      expect(byId(report, "crawlers-search").status).toBe("fail");
      expect(byId(report, "crawlers-user").status).toBe("warn");
      expect(byId(report, "crawlers-training")).toMatchObject({ status: "pass", detail: "Blocked: GPTBot, CCBot." });
    });
  });

  it("treats a robots.txt that errors as a closed site", async () => {
    await withSite({ "/": html(GOOD_PAGE), "/robots.txt": (_req, res) => res.writeHead(503).end() }, async (site) => {
      expect(byId(await check(site), "crawlers-search")).toMatchObject({
        status: "fail",
        detail: expect.stringMatching(/^robots\.txt answered 503\. When robots\.txt answers/) as string,
      });
    });
  });

  it("tries a sitemap named on another host at the page's own host", async () => {
    await withSite(
      {
        "/": html(GOOD_PAGE),
        "/robots.txt": text("User-agent: *\nAllow: /\nSitemap: https://www.example.com/sitemap-index.xml\n"),
        "/sitemap-index.xml": text(
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>',
          "application/xml",
        ),
      },
      async (site) => {
        expect(byId(await check(site), "sitemap")).toMatchObject({
          status: "pass",
          detail: `${site.origin}/sitemap-index.xml`,
        });
      },
    );
  });
});

describe("the score", () => {
  const titles = projectWords().categories;
  const all = (status: "pass" | "warn" | "fail", except: Record<string, "pass" | "warn" | "fail"> = {}) =>
    CHECKS.map((check) => ({ check, status: except[check.id] ?? status }));

  it("adds up to 100 over the checks that count, and gives a warning half", () => {
    expect(CHECKS.filter(counts).reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    expect(scoreOf(all("pass"), titles).score).toBe(100);
    expect(scoreOf(all("fail"), titles).score).toBe(0);
    const oneWarn = scoreOf(all("pass", { sitemap: "warn" }), titles);
    expect(oneWarn.score).toBe(Math.round(100 - weightOf("sitemap") * (1 - WARN_CREDIT)));
    expect(oneWarn.categories.find((c) => c.id === "files")?.score).toBeLessThan(100);
  });

  it("never lets a convention lower (or raise) the score: llms.txt and question headings are reported, not counted", () => {
    const conventions = CHECKS.filter((c) => c.evidence.kind === "convention").map((c) => c.id);
    expect(conventions).toEqual(["questions", "llms-txt"]);
    for (const id of conventions) expect(weightOf(id)).toBe(0);
    const failed = Object.fromEntries(conventions.map((id) => [id, "fail" as const]));
    expect(scoreOf(all("pass", failed), titles).score).toBe(100);
    expect(scoreOf(all("fail", Object.fromEntries(conventions.map((id) => [id, "pass" as const]))), titles).score).toBe(
      0,
    );
  });

  it("cites, for every check but a convention, a source listed in data/site-check.yaml", () => {
    const { sources } = projectWords();
    for (const check of CHECKS)
      if (check.evidence.kind !== "convention") expect(sources[check.evidence.source]).toBeDefined();
  });
});
