/**
 * A few pages, not one (issue 47): the pages chosen, the shared byte budget, the pages at once, and
 * the findings that differ between pages, against local stand-in sites.
 */
import { checkSite, type CheckReport } from "../run";
import { choosePages, PAGES_BYTES, sitemapLocs } from "../pages";
import { MAX_BODY_BYTES } from "../limits";
import { pageDifferences } from "../report-view";
import { html, text, type Route } from "./fixture-site";
import { withSite } from "./site";
import { projectWords } from "./project-words";
import type { FixtureSite } from "./fixture-site";

const page = (title: string, extra = "") =>
  html(
    `<!doctype html><html lang="en"><head><title>${title}</title>${extra}</head><body><h1>${title}</h1><p>${"Some words here. ".repeat(60)}</p></body></html>`,
  );

const sitemap = (origin: string, paths: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((p) => `<url><loc>${origin}${p}</loc></url>`)
    .join("")}</urlset>`;

/** A route whose body is set when the site has started (it names the site's own origin). */
const later =
  (make: () => Route): Route =>
  (req, res) =>
    make()(req, res);

const checkPages = (site: FixtureSite, path = "/", deadlineMs = 5_000): Promise<CheckReport> =>
  checkSite(new URL(`${site.origin}${path}`), {
    userAgent: "test",
    allowHosts: new Set([site.hostPort]),
    deadlineMs,
    words: projectWords(),
    morePages: true,
  });

const paths = (report: CheckReport) => (report.pages ?? []).map((p) => new URL(p.url).pathname);

describe("choosing the pages", () => {
  it("takes pages of the same site only, skips the address given, files and fragments, and one per section first", () => {
    const chosen = choosePages(
      [
        "https://example.com/",
        "https://example.com/blog/one/",
        "https://example.com/blog/two/",
        "https://other.example/about/",
        "https://example.com/brochure.pdf",
        "https://example.com/about/#team",
        "https://example.com/about/?utm=1",
        "mailto:hi@example.com",
        "https://example.com/services/",
        "https://example.com/contact/",
      ],
      "https://example.com/",
      ["https://example.com/"],
    );
    expect(chosen.map((u) => u.pathname)).toEqual(["/blog/one/", "/about/", "/services/", "/contact/"]);
  });

  it("reads a sitemap's entries, with entities, and stops at the first thousand", () => {
    const many = `<urlset>${Array.from({ length: 5_000 }, (_, i) => `<url><loc>https://e.com/p${i}?a=1&amp;b=2</loc></url>`).join("")}</urlset>`;
    const locs = sitemapLocs(many);
    expect(locs).toHaveLength(1_000);
    expect(locs[0]).toBe("https://e.com/p0?a=1&b=2");
  });
});

describe("checking more pages", () => {
  it("checks up to four more pages from the sitemap (a sitemap index's first child), each with a score", async () => {
    let origin = "";
    await withSite(
      {
        "/": page("Home"),
        "/robots.txt": later(() => text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap-index.xml\n`)),
        "/sitemap-index.xml": later(() =>
          text(`<sitemapindex><sitemap><loc>${origin}/sitemap-0.xml</loc></sitemap></sitemapindex>`, "application/xml"),
        ),
        "/sitemap-0.xml": later(() =>
          text(sitemap(origin, ["/", "/a/", "/b/", "/c/", "/d/", "/e/"]), "application/xml"),
        ),
        "/a/": page("A"),
        "/b/": page("B"),
        "/c/": page("C"),
        "/d/": page("D"),
        "/e/": page("E"),
      },
      async (site) => {
        origin = site.origin;
        const report = await checkPages(site);
        expect(paths(report)).toEqual(["/", "/a/", "/b/", "/c/", "/d/"]);
        expect(report.pages?.every((p) => typeof p.score === "number")).toBe(true);
        expect(site.requests.some((r) => r.path === "/e/")).toBe(false);
        // Site-level checks are the site's: they are not in a page's own results.
        expect(Object.keys(report.pages?.[1]?.statuses ?? {})).not.toContain("llms-txt");
        expect(Object.keys(report.pages?.[1]?.statuses ?? {})).toContain("title");
      },
    );
  });

  it("without a sitemap, takes the home page and the page's own internal links", async () => {
    const links = Array.from({ length: 10_000 }, (_, i) => `<a href="/x${i}/">x</a>`).join("");
    await withSite(
      {
        "/": page("Home"),
        "/start/": html(
          `<html lang="en"><head><title>Start</title></head><body><h1>Start</h1><a href="https://elsewhere.example/">out</a><a href="/files/a.jpg">img</a><a href="/start/#top">top</a>${links}</body></html>`,
        ),
        "/x0/": page("X0"),
        "/x1/": page("X1"),
      },
      async (site) => {
        const report = await checkPages(site, "/start/");
        expect(paths(report)).toEqual(["/start/", "/", "/x0/", "/x1/", "/x2/"]);
        expect(report.pages?.[4]?.notChecked).toBe("unread");
        expect(report.pages?.[1]?.score).not.toBeNull();
      },
    );
  });

  it("shares one byte budget: pages that together pass 6 MB are not checked", async () => {
    const big = (title: string): Route => {
      const body = `<html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><p>${"x".repeat(Math.round(1.2 * 1024 * 1024))}</p></body></html>`;
      return html(body);
    };
    let origin = "";
    await withSite(
      {
        "/": big("Home"),
        "/robots.txt": later(() => text(`Sitemap: ${origin}/sitemap.xml\n`)),
        "/sitemap.xml": later(() => text(sitemap(origin, ["/a/", "/b/", "/c/", "/d/"]), "application/xml")),
        "/a/": big("A"),
        "/b/": big("B"),
        "/c/": big("C"),
        "/d/": big("D"),
      },
      async (site) => {
        origin = site.origin;
        const report = await checkPages(site);
        expect(PAGES_BYTES).toBe(6 * 1024 * 1024);
        // Five pages of 1.2 MB and a little more pass 6 MB (less the agent's walk's share, set apart
        // first: WALK_SHARE): the last does not fit, and is not fetched in part.
        expect(report.pages?.map((p) => p.notChecked ?? "checked")).toEqual([
          "checked",
          "checked",
          "checked",
          "checked",
          "budget",
        ]);
        expect(MAX_BODY_BYTES).toBeGreaterThan(1.2 * 1024 * 1024);
      },
    );
  });

  it("fetches at most two pages of a site at a time", async () => {
    let inFlight = 0;
    let most = 0;
    const slow =
      (title: string): Route =>
      (req, res) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          page(title)(req, res);
        }, 150);
      };
    let origin = "";
    await withSite(
      {
        "/": page("Home"),
        "/sitemap.xml": later(() => text(sitemap(origin, ["/a/", "/b/", "/c/", "/d/"]), "application/xml")),
        "/a/": slow("A"),
        "/b/": slow("B"),
        "/c/": slow("C"),
        "/d/": slow("D"),
      },
      async (site) => {
        origin = site.origin;
        const report = await checkPages(site);
        expect(report.pages?.filter((p) => p.score !== null)).toHaveLength(5);
        expect(most).toBe(2);
      },
    );
  });

  it("names the findings that differ between pages", async () => {
    let origin = "";
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Example"}</script>`;
    const description = `<meta name="description" content="A page about something, described well enough for a snippet.">`;
    await withSite(
      {
        "/": page("Home", ld + description),
        "/sitemap.xml": later(() => text(sitemap(origin, ["/a/", "/b/"]), "application/xml")),
        "/a/": page("A", description),
        "/b/": page("B"),
      },
      async (site) => {
        origin = site.origin;
        const report = await checkPages(site);
        const differences = pageDifferences(report);
        const structured = differences.find((d) => d.id === "structured-data");
        expect(structured?.groups.find((g) => g.status === "pass")?.paths).toEqual(["/"]);
        const described = differences.find((d) => d.id === "description");
        expect(described?.groups.find((g) => g.status !== "pass")?.paths).toEqual(["/b/"]);
        expect(differences.some((d) => d.id === "h1")).toBe(false);
      },
    );
  });
});
