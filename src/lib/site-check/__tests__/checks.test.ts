import type { Finding } from "../checks";
import { pageFacts } from "../page-facts";
import { readRobots } from "../robots";
import { checkSite, type CheckReport } from "../run";
import { scoreOf, WARN_CREDIT, WEIGHTS, type FindingId } from "../scoring";
import { html, startFixtureSite, text, type FixtureSite, type Route } from "./fixture-site";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

const GOOD_PAGE = `<!doctype html><html lang="en-AU"><head>
<title>Plumbing in Parramatta | Example Plumbing</title>
<meta name="description" content="Licensed plumbers in Parramatta for blocked drains, hot water and leaks. Same-day visits across Western Sydney.">
<link rel="canonical" href="/">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Plumber","name":"Example Plumbing"},{"@type":"LocalBusiness","name":"Example Plumbing"},{"@type":"BreadcrumbList","itemListElement":[]}]}</script>
<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Sam Example"},"datePublished":"2026-01-02"}</script>
</head><body><h1>Plumbing in Parramatta</h1><p>${words(250)}</p>
<h2>How fast can you come out?</h2><p>Usually within two hours, seven days a week.</p>
</body></html>`;

const LLMS =
  "# Example Plumbing\n\n> Plumbers in Parramatta.\n\n## Pages\n\n- [Home](https://example.com/): what we do\n";

function byId(report: CheckReport, id: FindingId): Finding {
  const found = report.findings.find((f) => f.id === id);
  if (!found) throw new Error(`no finding ${id}`);
  return found;
}

async function check(site: FixtureSite, path = "/"): Promise<CheckReport> {
  return checkSite(new URL(`${site.origin}${path}`), {
    userAgent: "test",
    allowHosts: new Set([site.hostPort]),
    deadlineMs: 3_000,
  });
}

async function withSite(routes: Record<string, Route>, run: (site: FixtureSite) => Promise<void>): Promise<void> {
  const site = await startFixtureSite(routes);
  try {
    await run(site);
  } finally {
    await site.close();
  }
}

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
        expect(report.score).toBe(100 - WEIGHTS.https.weight);
        expect(report.url).toBe(`${site.origin}/`);
        for (const f of report.findings) {
          expect(f.title).not.toBe("");
          expect(f.why).not.toBe("");
          expect(f.action).not.toBe("");
          expect(f.service.href).toMatch(/^\/services\/[a-z-]+\/$/);
        }
        expect(report.categories.map((c) => c.id)).toEqual(["access", "indexing", "content", "trust", "files"]);
      },
    );
  });
});

describe("pages that are not what they seem", () => {
  it("reports a PDF as not a web page, with its page checks failed", async () => {
    await withSite({ "/": text("%PDF-1.7 ...", "application/pdf") }, async (site) => {
      const report = await check(site);
      expect(byId(report, "status")).toMatchObject({ status: "fail", title: "This address is not a web page" });
      expect(byId(report, "title").status).toBe("fail");
      expect(byId(report, "server-text").status).toBe("fail");
      // No robots.txt (404): nothing is blocked.
      expect(byId(report, "crawlers-search").status).toBe("pass");
    });
  });

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

  it("fails a page whose text only JavaScript writes", async () => {
    await withSite(
      { "/": html('<!doctype html><title>App</title><div id="root"></div><script src="/app.js"></script>') },
      async (site) => {
        const finding = byId(await check(site), "server-text");
        expect(finding.status).toBe("fail");
        expect(finding.detail).toMatch(/0 words/);
      },
    );
  });

  it("fails noindex in the header and an error status", async () => {
    await withSite(
      {
        "/": html(GOOD_PAGE, { "X-Robots-Tag": "noindex" }),
        "/gone": (_req, res) => res.writeHead(410, { "Content-Type": "text/html" }).end(GOOD_PAGE),
      },
      async (site) => {
        expect(byId(await check(site), "noindex")).toMatchObject({
          status: "fail",
          detail: "noindex in the X-Robots-Tag header.",
        });
        expect(byId(await check(site, "/gone"), "status").status).toBe("fail");
      },
    );
  });

  it("warns about an llms.txt that is a web page", async () => {
    await withSite({ "/": html(GOOD_PAGE), "/llms.txt": html("<!doctype html><p>Not found</p>") }, async (site) => {
      expect(byId(await check(site), "llms-txt")).toMatchObject({
        status: "warn",
        title: "llms.txt is there but not in its format",
      });
    });
  });

  it("fails a page over 2 MB", async () => {
    await withSite(
      { "/": html(`<!doctype html><title>Huge</title><p>${"x".repeat(2.5 * 1024 * 1024)}</p>`) },
      async (site) => {
        expect(byId(await check(site), "page-weight").status).toBe("fail");
      },
    );
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
    const reading = readRobots("https://example.com/robots.txt", "https://example.com/private/page", {
      kind: "rules",
      text: ODD,
    });
    expect(reading.roles.search.blocked).toEqual(["Googlebot", "Bingbot"]);
    expect(reading.roles.user.blocked).toEqual(["ChatGPT-User"]);
    expect(reading.roles.training.blocked).toEqual(["GPTBot", "CCBot"]);
    expect(reading.sitemaps).toEqual(["https://example.com/sitemap_index.xml"]);
    const open = readRobots("https://example.com/robots.txt", "https://example.com/private/open", {
      kind: "rules",
      text: ODD,
    });
    expect(open.roles.search.blocked).toEqual([]);
    const html = readRobots("https://example.com/robots.txt", "https://example.com/page.html", {
      kind: "rules",
      text: ODD,
    });
    expect(html.roles.search.blocked).toEqual(["PerplexityBot"]);
  });

  it("fails search access, warns user access and only notes training", async () => {
    await withSite({ "/private/page": html(GOOD_PAGE), "/robots.txt": text(ODD) }, async (site) => {
      const report = await check(site, "/private/page");
      expect(byId(report, "crawlers-search").status).toBe("fail");
      expect(byId(report, "crawlers-user").status).toBe("warn");
      expect(byId(report, "crawlers-training")).toMatchObject({ status: "pass", detail: "Blocked: GPTBot and CCBot." });
    });
  });

  it("treats a robots.txt that errors as a closed site", async () => {
    await withSite({ "/": html(GOOD_PAGE), "/robots.txt": (_req, res) => res.writeHead(503).end() }, async (site) => {
      expect(byId(await check(site), "crawlers-search").status).toBe("fail");
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
  it("adds up to 100 and gives a warning half", () => {
    const ids = Object.keys(WEIGHTS) as FindingId[];
    expect(ids.reduce((sum, id) => sum + WEIGHTS[id].weight, 0)).toBe(100);
    expect(scoreOf(ids.map((id) => ({ id, status: "pass" }))).score).toBe(100);
    expect(scoreOf(ids.map((id) => ({ id, status: "fail" }))).score).toBe(0);
    const oneWarn = scoreOf(ids.map((id) => ({ id, status: id === "sitemap" ? "warn" : "pass" })));
    expect(oneWarn.score).toBe(Math.round(100 - WEIGHTS.sitemap.weight * (1 - WARN_CREDIT)));
    expect(oneWarn.categories.find((c) => c.id === "files")?.score).toBeLessThan(100);
  });

  it("keeps a site without llms.txt or question headings at 95 or more", () => {
    const ids = Object.keys(WEIGHTS) as FindingId[];
    const missing: FindingId[] = ["llms-txt", "questions", "author-dates"];
    expect(
      scoreOf(ids.map((id) => ({ id, status: missing.includes(id) ? "warn" : "pass" }))).score,
    ).toBeGreaterThanOrEqual(95);
  });
});
