/**
 * "Could an AI agent hire you?" and "Your site argues with itself" (issue 56), against a local
 * stand-in site made of the HTML fixtures in walk-pages/: the journey an agent without JavaScript
 * takes, the pages it reuses from the more pages rather than fetching twice, robots.txt's choice,
 * its share of the bytes and the deadline, and both parts in the JSON's schema and on the page.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { answeredReportSchema } from "../api-schema";
import { FALLBACK_COPY } from "../report-copy";
import { ReportView } from "../report-view";
import { checkSite, type CheckReport } from "../run";
import { WALK_PAGE_BYTES } from "../walk";
import { html, text, type FixtureSite, type Route } from "./fixture-site";
import { projectWords } from "./project-words";
import { withSite } from "./site";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "walk-pages", `${name}.html`), "utf8");
const NOW = new Date("2026-11-28T00:00:00Z");
const WORDS = projectWords();

const walkOf = (site: FixtureSite, deadlineMs = 5_000): Promise<CheckReport> =>
  checkSite(new URL(`${site.origin}/`), {
    userAgent: "test",
    allowHosts: new Set([site.hostPort]),
    deadlineMs,
    words: WORDS,
    morePages: true,
    now: () => NOW,
  });

const PLUMBER: Record<string, Route> = {
  "/": html(fixture("plumber-home")),
  "/contact/": html(fixture("plumber-contact")),
  "/services/": html(fixture("plumber-services")),
  "/robots.txt": text("User-agent: *\nAllow: /\n"),
};

describe("the agent's walk", () => {
  it("follows the links that lead to what it lacks, and says on which page it found each thing", async () => {
    await withSite(PLUMBER, async (site) => {
      const report = await walkOf(site);
      const walk = report.walk;
      expect(walk?.sample).toBe("Read 3 pages of your site, without JavaScript.");
      expect(walk?.steps.map((s) => [new URL(s.url).pathname, s.label, s.found])).toEqual([
        ["/", "Started at the page you gave", ["what", "where", "phone"]],
        ["/contact/", "Followed the link “Contact us”", ["email", "enquire"]],
        ["/services/", "Followed the link “Our services”", ["price"]],
      ]);
      const need = (id: string) => walk?.needs.find((n) => n.need === id);
      expect(need("price")).toMatchObject({
        status: "pass",
        title: 'Found a "from" price',
        found: { url: `${site.origin}/services/`, quote: "Blocked drain clearing: from $180", from: true },
        evidence: { kind: "research", source: { url: "https://arxiv.org/abs/2605.25517" } },
      });
      expect(need("email")?.found?.quote).toContain("jobs@example.com");
      // What stood in its way, and what helped, each on the page it was seen on.
      expect(walk?.notes.map((n) => [n.note, n.status, new URL(n.url).pathname])).toEqual([
        ["webmcp-form", "pass", "/services/"],
        ["script-widget", "warn", "/"],
        ["frame-widget", "warn", "/contact/"],
        ["unlabelled-form", "warn", "/contact/"],
      ]);
    });
  });

  it("reads a page the more pages read once, not twice", async () => {
    await withSite(PLUMBER, async (site) => {
      const report = await walkOf(site);
      // No sitemap: the more pages are the page's own links, /contact/ and /services/ among them.
      expect(report.pages?.map((p) => new URL(p.url).pathname)).toEqual(
        expect.arrayContaining(["/", "/services/", "/contact/"]),
      );
      for (const page of ["/", "/contact/", "/services/"])
        expect(site.requests.filter((r) => r.path === page)).toHaveLength(1);
    });
  });

  it("does not read a page robots.txt keeps it out of, says so as the owner's choice, and says what it then missed", async () => {
    await withSite({ ...PLUMBER, "/robots.txt": text("User-agent: *\nDisallow: /contact/\n") }, async (site) => {
      const report = await walkOf(site);
      const contact = report.walk?.steps.find((s) => s.url.endsWith("/contact/"));
      expect(contact).toMatchObject({ notRead: "robots", found: [], why: WORDS.walk?.notRead.robots });
      expect(report.walk?.pagesRead).toBe(2);
      const email = report.walk?.needs.find((n) => n.need === "email");
      expect(email).toMatchObject({ status: "warn", title: "No email address as text on the 2 pages read" });
      expect(email?.found).toBeUndefined();
    });
  });

  it("counts no price against the owner: not published is their choice, and not judged", async () => {
    await withSite(
      {
        "/": html(
          `<html><head><title>Plumber</title></head><body><h1>Plumbing in Bondi</h1><p>Call 02 9000 0001</p></body></html>`,
        ),
        "/robots.txt": text("User-agent: *\nAllow: /\n"),
      },
      async (site) => {
        const report = await walkOf(site);
        expect(report.walk?.steps).toHaveLength(1);
        expect(report.walk?.needs.find((n) => n.need === "price")).toMatchObject({
          status: null,
          title: "No price on the 1 page read: your choice, and an agent asked for one has none to give",
        });
      },
    );
  });

  it("reads a page only the walk asks for to its own cap, from its own share, and leaves the more pages as they were", async () => {
    const big = `<html><head><title>Contact</title></head><body><p>Email hello@example.com</p><p>${"x ".repeat(1024 * 1024)}</p></body></html>`;
    let origin = "";
    await withSite(
      {
        "/": html(
          `<html><head><title>Home</title><meta name="description" content="Plumbing."></head><body><a href="/contact/">Contact us</a></body></html>`,
        ),
        "/contact/": html(big),
        "/robots.txt": (req, res) =>
          res.writeHead(200, { "Content-Type": "text/plain" }).end(`Sitemap: ${origin}/sitemap.xml\n`),
        "/sitemap.xml": (req, res) =>
          res
            .writeHead(200, { "Content-Type": "application/xml" })
            .end(`<urlset><url><loc>${origin}/a/</loc></url><url><loc>${origin}/b/</loc></url></urlset>`),
        "/a/": html("<html><head><title>A</title></head><body><h1>A</h1></body></html>"),
        "/b/": html("<html><head><title>B</title></head><body><h1>B</h1></body></html>"),
      },
      async (site) => {
        origin = site.origin;
        const report = await walkOf(site);
        expect(report.pages?.map((p) => [new URL(p.url).pathname, p.notChecked ?? "checked"])).toEqual([
          ["/", "checked"],
          ["/a/", "checked"],
          ["/b/", "checked"],
        ]);
        const contact = report.walk?.steps[1];
        expect(contact).toMatchObject({ found: ["email"] });
        expect(contact?.notRead).toBeUndefined();
        expect(big.length).toBeGreaterThan(WALK_PAGE_BYTES);
      },
    );
  });

  it("ends with the check's deadline: a page that never answers is not read for lack of time", async () => {
    await withSite(
      {
        ...PLUMBER,
        "/contact/": () => undefined,
        "/services/": () => undefined,
      },
      async (site) => {
        const report = await walkOf(site, 1_500);
        expect(report.walk?.steps.slice(1).map((s) => s.notRead)).toEqual(["time", "time"]);
        expect(report.score).not.toBeNull();
      },
    );
  });
});

describe("the site arguing with itself", () => {
  it("quotes both places of each disagreement across the pages read, and warns of a stale date", async () => {
    await withSite(
      {
        ...PLUMBER,
        "/services/": html(
          fixture("plumber-services")
            .replace("/book/", "/prices/")
            .replace("</main>", "<p>Prices as of June 2024.</p></main>"),
        ),
        "/prices/": html(fixture("plumber-prices")),
      },
      async (site) => {
        const report = await walkOf(site);
        const found = report.disagreements;
        expect(found?.items.map((i) => i.kind)).toEqual(
          expect.arrayContaining(["stale-date", "old-copyright", "date-mismatch", "phone", "abn", "hours"]),
        );
        // The stale date of another page read is the disagreements'; the page given's ("Last updated
        // 3 March 2023") is the author and dates check's finding, in the same words, and is not told twice.
        const stale = found?.items.filter((i) => i.kind === "stale-date");
        expect(stale).toHaveLength(1);
        expect(stale?.[0]).toMatchObject({
          status: "warn",
          title: "A date from 28 months ago on a page presented as current",
          places: [{ url: `${site.origin}/services/`, quote: "Prices as of June 2024." }],
          evidence: { kind: "research" },
        });
        const own = report.findings.find((f) => f.id === "author-dates");
        expect(own).toMatchObject({
          status: "warn",
          title: "A date from 44 months ago on a page presented as current",
          detail: expect.stringContaining("“Last updated 3 March 2023” (2023-03-03)") as string,
          evidence: { kind: "research", source: { url: "https://arxiv.org/abs/2605.25517" } },
        });
        const phone = found?.items.find((i) => i.kind === "phone");
        expect(phone?.places.map((p) => new URL(p.url).pathname)).toEqual(["/", "/contact/"]);
        expect(found?.sample).toBe(`Across the ${found?.pagesRead ?? 0} pages we read.`);
      },
    );
  });

  it("says so when nothing argues", async () => {
    await withSite(
      {
        "/": html(
          `<html><head><title>Plumber</title></head><body><h1>Plumbing</h1><p>Call 02 9000 0001</p><p>© 2026</p></body></html>`,
        ),
        "/robots.txt": text("User-agent: *\nAllow: /\n"),
      },
      async (site) => {
        const report = await walkOf(site);
        expect(report.disagreements).toMatchObject({
          items: [],
          none: "Nothing contradicts itself on the 1 page we read, and no page but the one you gave us, whose date is judged among the fixes, shows an old date.",
        });
      },
    );
  });
});

describe("in the JSON and on the page", () => {
  it("fits the OpenAPI schema and draws both parts on the report's page without script", async () => {
    await withSite(PLUMBER, async (site) => {
      const report = await walkOf(site);
      expect(answeredReportSchema.parse(report).walk?.steps).toHaveLength(3);
      const page = renderToStaticMarkup(createElement(ReportView, { report, copy: FALLBACK_COPY }));
      expect(page).toContain('<h2 id="sc-walk-heading">Could an AI agent hire you?</h2>');
      expect(page).toContain('<h2 id="sc-argues-heading">Does your site argue with itself?</h2>');
      expect(page).toContain("<q>Blocked drain clearing: from $180</q>");
      expect(page).toContain('data-note="script-widget"');
      // The page given's stale date: a fix of its own (the author and dates check), quoted.
      expect(page).toMatch(
        /id="finding-author-dates" data-status="warn">.*?A date from 44 months ago on a page presented as current.*?“Last updated 3 March 2023”/,
      );
      expect(page).not.toContain("<q>Last updated 3 March 2023</q>");
    });
  });
});
