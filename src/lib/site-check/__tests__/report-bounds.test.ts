/**
 * Reports are bounded (issue 55): whatever a checked site sends, every value the report quotes from
 * it is cut at 200 characters with an ellipsis, its report's JSON stays within 256 kB (a comparison
 * of three such sites included) and its page within 400 kB; and what the site names is shown as
 * written, escaped, never read as a replacement pattern.
 */
import escapeHtml from "escape-html";
import { compareSites } from "../compare";
import { pageFacts } from "../page-facts";
import { quoted } from "../quote";
import { boundedReport, MAX_REPORT_BYTES, MAX_REPORT_PAGE_BYTES } from "../report-bounds";
import { FALLBACK_COPY } from "../report-copy";
import { FRAME_TOKENS, reportPage, type ReportFrame } from "../report-page";
import { checkSite, type CheckReport } from "../run";
import { html, startFixtureSite, text, type FixtureSite, type Route } from "./fixture-site";
import { projectWords } from "./project-words";
import { finding } from "./findings";
import { byId, withSite } from "./site";

const MB = 1024 * 1024;
const words = projectWords();

/** A value cut as the report cuts it: its first 200 characters and an ellipsis. */
const cut = (value: string) => `${value.slice(0, 200)}…`;

const bytes = (value: string) => Buffer.byteLength(value);
const jsonBytes = (report: CheckReport) => bytes(JSON.stringify(report));
const pageBytes = (report: CheckReport) =>
  bytes(reportPage({ report }, { copy: FALLBACK_COPY, frame: null, origin: "https://example.com" }).body);

const page = (head: string, body = `<p>${"Plenty of ordinary words here. ".repeat(60)}</p>`) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

function check(site: FixtureSite, path = "/", morePages = false): Promise<CheckReport> {
  return checkSite(new URL(`${site.origin}${path}`), {
    userAgent: "test",
    allowHosts: new Set([site.hostPort]),
    deadlineMs: 8_000,
    words,
    morePages,
  });
}

/** 20 businesses, each with 20 phone numbers and 20 addresses of 1,000 characters, all different. */
const businesses = Array.from({ length: 20 }, (_, i) => ({
  "@context": "https://schema.org",
  "@type": "LocalBusiness",
  name: "N".repeat(20_000),
  // Each different in its first 200 characters, as the check compares them once cut.
  telephone: Array.from({ length: 20 }, (_, j) => `${"9".repeat(191)}${100_000_000 + i * 20 + j}${"9".repeat(800)}`),
  address: Array.from({ length: 20 }, (_, j) => `${i * 20 + j} ${"S".repeat(1_000)} street`),
  aggregateRating: { "@type": "AggregateRating", ratingValue: "R".repeat(20_000) },
}));

interface Hostile {
  routes: Record<string, Route>;
  /** The finding that quotes the value, and what it says, cut. */
  finding: string;
  says: (origin: string) => string;
  /** The character the value repeats: never more than 200 of it in a row. */
  repeats: string;
}

const HOSTILE: Record<string, Hostile> = {
  "a JSON-LD author of 1.5 MB": {
    routes: {
      "/": html(
        page(
          `<title>A page with a long author</title>${jsonLd({
            "@context": "https://schema.org",
            "@type": "Article",
            author: { "@type": "Person", name: "A".repeat(1.5 * MB) },
            datePublished: "2026-01-01",
          })}`,
        ),
      ),
    },
    finding: "author-dates",
    says: () => `By ${"A".repeat(200)}…; dated 2026-01-01.`,
    repeats: "A",
  },
  "a title of 1 MB": {
    routes: { "/": html(page(`<title>${"T".repeat(MB)}</title>`)) },
    finding: "title",
    says: () => `"${"T".repeat(200)}…" (${MB} characters).`,
    repeats: "T",
  },
  "thousands of long headings, a long main heading first": {
    routes: {
      "/": html(
        page(
          "<title>Headings</title>",
          `<h1>${"H".repeat(MB / 4)}</h1>${`<h2>${"Q".repeat(500)}?</h2><p>An answer of a few words.</p>`.repeat(3_000)}`,
        ),
      ),
    },
    finding: "h1",
    says: () => `"${"H".repeat(200)}…".`,
    repeats: "H",
  },
  "a meta author of 1 MB": {
    routes: { "/": html(page(`<title>A meta author</title><meta name="author" content="${"M".repeat(MB)}">`)) },
    finding: "author-dates",
    says: () => `By ${"M".repeat(200)}…; no date found.`,
    repeats: "M",
  },
  "JSON-LD types and dates of 100 kB": {
    routes: {
      "/": html(
        page(
          `<title>Types</title>${jsonLd(
            Array.from({ length: 4 }, () => ({ "@type": "X".repeat(100_000), dateModified: "Y".repeat(100_000) })),
          )}`,
        ),
      ),
    },
    finding: "structured-data",
    says: () => `Found: ${"X".repeat(200)}…; no organisation or business of any kind.`,
    repeats: "X",
  },
  "20 businesses of long names, phone numbers, addresses and ratings": {
    routes: { "/": html(page(`<title>Businesses</title>${jsonLd(businesses)}`)) },
    finding: "author-dates",
    says: () => `By ${"N".repeat(200)}…; no date found.`,
    repeats: "9",
  },
  "a canonical address of 1 MB": {
    routes: { "/": html(page(`<title>Canonical</title><link rel="canonical" href="/${"C".repeat(MB)}">`)) },
    finding: "canonical",
    says: (origin) => `It names ${cut(`${origin}/${"C".repeat(2_100)}`)}, so that page is indexed instead of this one.`,
    repeats: "C",
  },
  "a robots.txt naming a sitemap of 400 kB": {
    routes: {
      "/": html(page("<title>Sitemap</title>")),
      "/robots.txt": text(`User-agent: *\nAllow: /\nSitemap: /${"S".repeat(400_000)}\n`),
    },
    finding: "sitemap",
    says: (origin) => cut(`${origin}/${"S".repeat(2_100)}`),
    repeats: "S",
  },
  "an llms.txt titled with 400 kB": {
    routes: {
      "/": html(page("<title>llms.txt</title>")),
      "/llms.txt": text(`# ${"L".repeat(400_000)}\n\n- [A page](/a)\n`),
    },
    finding: "llms-txt",
    says: () => `Titled "${"L".repeat(200)}…", with 1 link.`,
    repeats: "L",
  },
  "a page written into a mount point of a 100 kB element": {
    routes: {
      "/": html(page("<title>An app</title><script src=/app.js></script>", `<${"m".repeat(100_000)} id="root"></m>`)),
    },
    finding: "server-text",
    says: () => `Scripts write the page into <${"m".repeat(199)}…`,
    repeats: "m",
  },
};

describe("a site's values in its report", () => {
  it.each(Object.entries(HOSTILE))(
    "are cut at 200 characters, and the report and its page kept within their budgets: %s",
    async (_name, hostile) => {
      await withSite(hostile.routes, async (site) => {
        const report = await check(site);
        const json = JSON.stringify(report);
        expect(byId(report, hostile.finding).title + byId(report, hostile.finding).detail).toContain(
          hostile.says(site.origin),
        );
        expect(json).not.toContain(hostile.repeats.repeat(201));
        // The cuts and caps alone keep it small: no finding names more than a few values, none is left out.
        expect(Math.max(...report.findings.map((f) => f.detail.length))).toBeLessThanOrEqual(2_500);
        expect(json).not.toContain(words.leftOut);
        expect(jsonBytes(report)).toBeLessThanOrEqual(MAX_REPORT_BYTES);
        expect(pageBytes(report)).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES);
      });
    },
  );

  it("are cut where a page that is not a page is reported: a Content-Type of 8 kB", async () => {
    const type = `text/${"c".repeat(8_000)}`;
    await withSite({ "/": text("not a page", type) }, async (site) => {
      const report = await check(site);
      expect(report.unread?.detail).toContain(`It answered with ${cut(type)}, so the page checks could not run`);
    });
  });

  it("are cut where a firewall is reported: a header of 8 kB", async () => {
    const header = "v".repeat(8_000);
    await withSite(
      { "/": (_req, res) => res.writeHead(403, { "x-vercel-mitigated": header }).end("blocked") },
      async (site) => {
        const report = await check(site);
        expect(report.unread?.detail).toContain(`with x-vercel-mitigated: ${cut(header)})`);
      },
    );
  });

  it("are cut as the page is read: a 1 MB title and description, thousands of long headings", () => {
    const facts = pageFacts(
      page(
        `<title>${"T".repeat(MB)}</title><meta name="description" content="${"D".repeat(MB)}"><meta name="robots" content="${"r".repeat(10_000)}">`,
        `<h1>${"H".repeat(10_000)}</h1>${`<h2>${"Q".repeat(1_000)}</h2><p>words</p>`.repeat(3_000)}`,
      ),
    );
    expect(facts.title).toBe(cut("T".repeat(300)));
    expect(facts.description).toBe(cut("D".repeat(300)));
    // What the checks measure is measured as written.
    expect([facts.titleLength, facts.descriptionLength]).toEqual([MB, MB]);
    expect(facts.robotsMeta).toEqual([cut("r".repeat(300))]);
    expect(facts.h1).toEqual([cut("H".repeat(300))]);
    expect(facts.headings.length).toBeGreaterThan(400);
    for (const heading of facts.headings.slice(1)) expect(heading.text).toBe(cut("Q".repeat(300)));
  });
});

describe("a comparison of three hostile sites", () => {
  it("is kept within the report's budgets", async () => {
    const hostile = html(
      page(
        `<title>${"T".repeat(100_000)}</title>${jsonLd([
          { "@context": "https://schema.org", "@type": "Article", author: { name: "A".repeat(600_000) } },
          ...businesses.slice(0, 12),
        ])}`,
      ),
    );
    const sites = await Promise.all([0, 1, 2].map(() => startFixtureSite({ "/": hostile })));
    try {
      const allowHosts = new Set(sites.map((s) => s.hostPort));
      const [own, ...rivals] = sites.map((s) => new URL(`${s.origin}/`));
      const report = await compareSites(own as URL, rivals, (url, isOwn) =>
        checkSite(url, { userAgent: "test", allowHosts, deadlineMs: 8_000, words, morePages: isOwn }),
      );
      expect(report.compared).toHaveLength(2);
      expect(JSON.stringify(report)).not.toContain("A".repeat(201));
      expect(jsonBytes(report)).toBeLessThanOrEqual(MAX_REPORT_BYTES);
      expect(pageBytes(report)).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES);
    } finally {
      await Promise.all(sites.map((s) => s.close()));
    }
  });
});

describe("a site whose other pages have addresses of 2,000 characters", () => {
  it("has its pages listed within the page's budget, their paths cut", async () => {
    // Four poor pages beside a good one: they differ on most checks, and each difference names them.
    const long = (i: number) => `/${i}${"'".repeat(2_000)}`;
    const good = page(
      `<title>A good page with a clear title</title><meta name="description" content="${"A description of the right length. ".repeat(3)}"><link rel="canonical" href="/">${jsonLd({ "@context": "https://schema.org", "@type": "LocalBusiness", name: "Good", author: "Good", datePublished: "2026-01-01" })}`,
      `<h1>Good</h1><h2>What do we do?</h2><p>We do good work for people, every day.</p><p>${"word ".repeat(300)}</p>`,
    );
    const poor = '<!doctype html><meta name="robots" content="noindex"><script src=/app.js></script><p>Thin</p>';
    const routes: Record<string, Route> = {
      "/": html(good),
      "/sitemap.xml": (req, res) =>
        res
          .writeHead(200, { "Content-Type": "application/xml" })
          .end(
            `<urlset>${[1, 2, 3, 4].map((i) => `<loc>http://${req.headers.host ?? ""}${long(i)}</loc>`).join("")}</urlset>`,
          ),
    };
    for (const i of [1, 2, 3, 4]) routes[long(i)] = html(poor);
    await withSite(routes, async (site) => {
      const report = await check(site, "/", true);
      expect(report.pages?.filter((p) => p.score !== null)).toHaveLength(5);
      const body = reportPage({ report }, { copy: FALLBACK_COPY, frame: null }).body;
      expect(bytes(body)).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES);
      expect(jsonBytes(report)).toBeLessThanOrEqual(MAX_REPORT_BYTES);
      for (const i of [1, 2, 3, 4]) expect(body).toContain(`>/${i}${"&#x27;".repeat(198)}…</span>`);
    });
  });
});

describe("a site whose pages argue with each other at every turn, at addresses of 2,000 characters", () => {
  it("has the agent's walk and every disagreement quoted within a site's third of the budget", async () => {
    // Pages at long addresses, each linked as "Contact" from the one before, each giving its own
    // phone, ABN, address, hours and prices, an old date and an old year, with an unlabelled form.
    const long = (i: number) => `/c${i}${"'".repeat(2_000)}`;
    const arguing = (i: number) =>
      page(
        `<title>Page ${i}</title><script src="https://assets.calendly.com/widget.js"></script>${jsonLd({ "@context": "https://schema.org", "@type": "WebPage", dateModified: "2020-01-0" + String(i + 1) })}`,
        `<h1>${"H".repeat(5_000)}</h1><p>${"Last updated 1 January 2001 ".repeat(50)}</p><p>Call 02 9000 000${i} ${"x".repeat(3_000)}</p>` +
          `<p>ABN 12 345 678 90${i}</p><p>${i} Long Street Bondi NSW 2026</p><p>Monday ${i + 1}am to 5pm</p>` +
          `<p>Blocked drain clearing: from $${100 + i}</p><p>Hot water repairs: from $${200 + i}</p><p>© 199${i} ${"C".repeat(3_000)}</p>` +
          `<form><input name="${"n".repeat(500)}"><input name="b"></form><iframe src="https://calendly.com/${"b".repeat(3_000)}"></iframe>` +
          (i < 6 ? `<a href="${long(i + 1)}">Contact ${"us ".repeat(300)}</a>` : ""),
      );
    const routes: Record<string, Route> = { "/": html(arguing(0)), "/robots.txt": text("User-agent: *\nAllow: /\n") };
    for (const i of [1, 2, 3, 4, 5, 6]) routes[long(i)] = html(arguing(i));
    await withSite(routes, async (site) => {
      const report = await check(site, "/", true);
      expect(report.walk?.steps).toHaveLength(6);
      expect(report.disagreements?.items.map((i) => i.kind)).toEqual(
        expect.arrayContaining([
          "stale-date",
          "old-copyright",
          "date-mismatch",
          "phone",
          "address",
          "abn",
          "hours",
          "price",
        ]),
      );
      for (const item of report.disagreements?.items ?? [])
        for (const place of item.places) expect(place.quote.length).toBeLessThanOrEqual(121);
      // 63 kB of JSON (the walk 15 kB, the disagreements 31 kB) and a 68 kB page when last measured.
      expect(jsonBytes(report)).toBeLessThanOrEqual(MAX_REPORT_BYTES / 3);
      expect(pageBytes(report)).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES / 3);
      // Kept whole: they fit by construction, and boundedReport took nothing from them.
      expect(report.walk).toBeDefined();
      expect(report.disagreements).toBeDefined();
    });
  });
});

describe("a site that names replacement patterns", () => {
  const title = "Cheap $& plumbing $' $`";
  const frame: ReportFrame = {
    head: `<!doctype html><html><head><title>${FRAME_TOKENS.title}</title><meta name="description" content="${FRAME_TOKENS.description}"><meta property="og:description" content="${FRAME_TOKENS.description}"><meta property="og:url" content="${FRAME_TOKENS.url}"></head><body><main>`,
    main: "<p>Not here.</p>",
    tail: "</main></body></html>",
    words: { title: "", description: "", url: "" },
  };

  it("has them shown exactly as written, escaped, in its report's page and JSON", async () => {
    // The address's path holds them too; the URL parser keeps $, & and ' (a backtick it encodes).
    const path = "/cheap-$&-plumbing-$'-$%60";
    await withSite({ [path]: html(page(`<title>${escapeHtml(title)}</title>`)) }, async (site) => {
      const report = await check(site, path);
      expect(report.url).toBe(`${site.origin}${path}`);
      const kept = JSON.parse(JSON.stringify(report)) as CheckReport;
      expect(byId(kept, "title").detail).toBe(`"${title}" (${title.length} characters).`);

      const body = reportPage(
        { report: { ...report, id: "AAAAAAAAAAAAAAAAAAAAAA" } },
        { copy: FALLBACK_COPY, frame, origin: "https://example.com" },
      ).body;
      expect(body).toContain("&quot;Cheap $&amp; plumbing $&#x27; $`&quot;");
      const description = escapeHtml(`${FALLBACK_COPY.reportHeading}: ${report.url}`);
      expect(body).toContain(`<meta name="description" content="${description}">`);
      expect(body).toContain(`<meta property="og:description" content="${description}">`);
      expect(body).toContain(
        `<title>${escapeHtml(`${FALLBACK_COPY.reportHeading}: ${site.hostPort} | ${FALLBACK_COPY.siteName}`)}</title>`,
      );
      expect(body).not.toContain("%SC-");
      expect(body.match(/<title>/g)).toHaveLength(1);
    });
  });
});

describe("a report still over its budget", () => {
  // As a check that quoted a value whole would make it: the guard at the end, whatever the checks do.
  const leftOut = words.leftOut;
  const site = (address: string, huge: number): CheckReport => ({
    address,
    url: address,
    checkedAt: "2026-11-28T01:02:03.000Z",
    score: 50,
    categories: [],
    findings: Array.from({ length: 20 }, (_, i) => ({
      ...finding(`check-${i}`, i % 2 === 0 ? "warn" : "pass"),
      ...(i < huge ? { detail: `Found: ${String(i).repeat(60_000)}.` } : {}),
    })),
  });

  it("keeps what fits and says, in the editors' words, what the largest findings left out", () => {
    const report: CheckReport = {
      ...site("https://own.example/", 3),
      compared: [site("https://one.example/", 2), site("https://two.example/", 2)],
    };
    expect(jsonBytes(report)).toBeGreaterThan(MAX_REPORT_BYTES);
    const bounded = boundedReport(report, leftOut);
    expect(jsonBytes(bounded)).toBeLessThanOrEqual(MAX_REPORT_BYTES);
    expect(pageBytes(bounded)).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES);
    const details = [bounded, ...(bounded.compared ?? [])].flatMap((s) =>
      "findings" in s ? s.findings.map((f) => f.detail) : [],
    );
    // Only as many left out as it took; every other finding as it was.
    expect(details.filter((d) => d === leftOut).length).toBeGreaterThan(0);
    expect(details.filter((d) => d === leftOut).length).toBeLessThan(7);
    expect(details.filter((d) => d.startsWith("What check-"))).toHaveLength(60 - 7);
    const page = reportPage({ report: bounded }, { copy: FALLBACK_COPY, frame: null }).body;
    expect(page).toContain(escapeHtml(leftOut).replaceAll("&#39;", "&#x27;"));
    // A report within its budget is kept as it is.
    expect(boundedReport(site("https://small.example/", 0), leftOut)).toEqual(site("https://small.example/", 0));
  });

  it("never splits a character where a value is cut", () => {
    expect(quoted("😀".repeat(300))).toBe(`${"😀".repeat(200)}…`);
    expect(quoted("x".repeat(200))).toBe("x".repeat(200));
  });
});
