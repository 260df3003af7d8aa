/**
 * Reports that last, on the embedded reports store (the same SQL and migrations as Postgres): a completed
 * check is kept under an unguessable id, its page and its JSON answer it, a re-check links to the
 * report before it and says what changed, and a report past SITE_CHECK_REPORT_DAYS is gone.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedReportsStore } from "../../../../tests/support/embedded-template";
import { openEmbeddedReports } from "../report-store-embedded";
import { ReportStore } from "../report-store";
import type { Finding } from "../run";
import type { CheckReport } from "../run";
import { handleSiteCheck, resetSiteCheck, type AnsweredReport } from "../handler";
import { handleStoredReport } from "../report-handler";
import { FALLBACK_COPY } from "../report-copy";
import { fillFrame, reportPage, type ReportFrame } from "../report-page";
import { frameOf } from "../report-frame";
import { rewrite } from "../serve-rewrite";
import { purgeReports, saveReport, type StoredReport } from "../reports";
import { MAX_REPORT_BYTES, MAX_REPORT_PAGE_BYTES } from "../report-bounds";
import { isReportId } from "../../content/report-address";
import { projectWords } from "./project-words";
import { finding } from "./findings";

let dir: string;
let store: ReportStore;
const log = jest.fn();
const words = projectWords();
const ENV = { SITE_CHECK_RATE_LIMIT: "off", URL: "https://www.harbour.example" };

const reportOf = (
  url: string,
  score: number,
  statuses: Record<string, Finding["status"]>,
  checkedAt: string,
): CheckReport => ({
  address: url,
  url,
  checkedAt,
  score,
  categories: [{ id: "files", title: "Site files and weight", score }],
  findings: Object.entries(statuses).map(([id, status]) => finding(id, status)),
});

const JSON_ACCEPT = { accept: "application/json" };
const HTML_ACCEPT = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

async function check(url: string, report: CheckReport, query: Record<string, string> = {}, headers = JSON_ACCEPT) {
  return handleSiteCheck({ method: "GET", headers, query: { url, ...query }, clientAddress: "203.0.113.7" }, ENV, {
    log,
    words,
    reports: store,
    frame: null,
    check: jest.fn(() => Promise.resolve(report)),
  });
}

const stored = (id: string, as: "json" | "page", path = `/api/site-check/reports/${id}`, now?: Date) =>
  handleStoredReport({ method: "GET", headers: {}, query: {}, path }, ENV, as, {
    reports: store,
    frame: null,
    copy: FALLBACK_COPY,
    log,
    ...(now ? { now: () => now } : {}),
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-check-reports-"));
  store = new ReportStore(await openEmbeddedReports(seedReportsStore(path.join(dir, "reports"))));
}, 60_000);
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  resetSiteCheck();
  log.mockReset();
});

const nowIso = () => new Date().toISOString();

describe("a kept report", () => {
  const now = nowIso();

  it("is kept under an unguessable id, and its JSON answers what the check answered", async () => {
    const first = await check(
      "https://kept.example.com.au/",
      reportOf("https://kept.example.com.au/", 70, { a: "fail", b: "pass" }, now),
    );
    expect(first.status).toBe(200);
    const answered = first.body as AnsweredReport;
    expect(isReportId(answered.id)).toBe(true);
    expect(answered.reportUrl).toBe(`https://www.harbour.example/ai-search-check/report/${answered.id}/`);
    // Two checks of the same address never share an id.
    resetSiteCheck();
    const again = (await check("https://kept.example.com.au/", reportOf("https://kept.example.com.au/", 70, {}, now)))
      .body as AnsweredReport;
    expect(again.id).not.toBe(answered.id);

    const json = await stored(answered.id ?? "", "json");
    expect(json.status).toBe(200);
    expect(json.headers["X-Robots-Tag"]).toBe("noindex");
    expect(json.body).toEqual(answered);
  });

  it("has its own page, rendered on the server: noindex, the date and time, the address, the score, every finding", async () => {
    const report = reportOf(
      "https://page.example.com.au/",
      64,
      { "llms-txt": "fail", sitemap: "warn", title: "pass" },
      "2026-11-28T01:02:03.000Z",
    );
    const id = ((await check("https://page.example.com.au/", report)).body as AnsweredReport).id ?? "";
    const page = await stored(id, "page", `/ai-search-check/report/${id}/`);
    expect(page.status).toBe(200);
    expect(page.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["X-Robots-Tag"]).toBe("noindex");
    expect(page.headers["Cache-Control"]).toBe("no-store");
    const html = page.body as string;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>AI search check: <span class="sc-host">page\.example\.com\.au<\/span><\/h1>/);
    expect(html).toContain('<time dateTime="2026-11-28T01:02:03.000Z">28 Nov 2026, 12:02 pm AEDT</time>');
    expect(html).toContain("<strong>64</strong>");
    for (const f of report.findings) expect(html).toContain(f.title);
    expect(html).toContain(`https://www.harbour.example/ai-search-check/report/${id}/`);
    expect(html).toContain(`checkReport=${id}`);
  });

  it("sends a form sent without JavaScript to the report's own page", async () => {
    const result = await check(
      "https://form.example.com.au/",
      reportOf("https://form.example.com.au/", 90, { a: "pass" }, now),
      {},
      HTML_ACCEPT,
    );
    expect(result.status).toBe(303);
    expect(result.location).toMatch(/^\/ai-search-check\/report\/[A-Za-z0-9_-]{22}\/$/);
  });

  it("answers a report that is not kept with a 404 and a sentence, as JSON and as a page", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "not-an-id", "../../etc/passwd"]) {
      const json = await stored(id, "json");
      expect(json.status).toBe(404);
      expect(json.body).toEqual({ error: FALLBACK_COPY.missingText, code: "not-found" });
      const page = await stored(id, "page", `/ai-search-check/report/${id}/`);
      expect(page.status).toBe(404);
      expect(page.body).toContain(FALLBACK_COPY.missingText);
    }
  });

  it("says the store cannot be read just now, rather than that the report is gone", async () => {
    const broken = { query: () => Promise.reject(new Error("connection refused")) };
    const result = await handleStoredReport(
      { method: "GET", headers: {}, query: {}, path: "/api/site-check/reports/AAAAAAAAAAAAAAAAAAAAAA" },
      ENV,
      "json",
      {
        reports: broken,
        log,
      },
    );
    expect(result.status).toBe(503);
    expect(result.headers["Retry-After"]).toBe("30");
  });

  it("is deleted by the scheduled job after SITE_CHECK_REPORT_DAYS, and not shown a moment past it", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const id =
      (
        (await check("https://old.example.com.au/", reportOf("https://old.example.com.au/", 50, { a: "fail" }, old)))
          .body as AnsweredReport
      ).id ?? "";
    const env = { ...ENV, SITE_CHECK_REPORT_DAYS: "30" };
    const read = (as: "json") =>
      handleStoredReport({ method: "GET", headers: {}, query: {}, path: `/x/${id}` }, env, as, { reports: store, log });
    expect((await read("json")).status).toBe(404);
    expect((await stored(id, "json")).status).toBe(200); // within the default 90 days
    expect(await purgeReports(store, new Date(), env)).toBeGreaterThanOrEqual(1);
    expect((await stored(id, "json")).status).toBe(404);
    expect(await purgeReports(store, new Date(), env)).toBe(0);
  });
});

describe("Check again", () => {
  it("makes a new report linked to the one before, with the score's change and each finding fixed, new or unchanged", async () => {
    const url = "https://again.example.com.au/";
    const first =
      (
        (
          await check(
            url,
            reportOf(
              url,
              60,
              { a: "fail", b: "pass", c: "warn", d: "fail" },
              new Date(Date.now() - 60_000).toISOString(),
            ),
          )
        ).body as AnsweredReport
      ).id ?? "";
    // A cached answer would hide the fix: Check again always checks afresh.
    const run = jest.fn(() =>
      Promise.resolve(reportOf(url, 75, { a: "pass", b: "fail", c: "warn", d: "warn" }, new Date().toISOString())),
    );
    const second = await handleSiteCheck(
      { method: "GET", headers: JSON_ACCEPT, query: { url, previous: first }, clientAddress: "203.0.113.7" },
      ENV,
      {
        log,
        words,
        reports: store,
        check: run,
      },
    );
    expect(run).toHaveBeenCalledTimes(1);
    const id = (second.body as AnsweredReport).id ?? "";
    const report = (await stored(id, "json")).body as StoredReport;
    expect(report.changes).toMatchObject({
      previous: { id: first, score: 60 },
      scoreDelta: 15,
      findings: { a: "fixed", b: "new", c: "unchanged", d: "better" },
    });
    expect(report.history?.map((r) => r.id)).toEqual([first]);
    expect(((await stored(first, "json")).body as StoredReport).later?.map((r) => r.id)).toEqual([id]);

    const html = (await stored(id, "page", `/ai-search-check/report/${id}/`)).body as string;
    expect(html).toContain('<span class="sc-delta sc-up"> +15</span>');
    expect(html).toMatch(/<span class="sc-change sc-change-new">New<\/span>/);
    expect(html).toMatch(/<span class="sc-change sc-change-fixed">Fixed<\/span>/);
  });

  it("refuses a re-check naming a report of another address, or one that was never kept: nothing is checked or linked", async () => {
    const other =
      (
        (
          await check(
            "https://one.example.com.au/",
            reportOf("https://one.example.com.au/", 60, { a: "fail" }, new Date().toISOString()),
          )
        ).body as AnsweredReport
      ).id ?? "";
    for (const previous of [other, "AAAAAAAAAAAAAAAAAAAAAA", "not an id"]) {
      const run = jest.fn(() => Promise.resolve(reportOf("https://two.example.com.au/", 80, {}, nowIso())));
      const result = await handleSiteCheck(
        {
          method: "GET",
          headers: JSON_ACCEPT,
          query: { url: "https://two.example.com.au/", previous },
          clientAddress: "203.0.113.7",
        },
        ENV,
        { log, words, reports: store, frame: null, check: run },
      );
      expect([previous, result.status, (result.body as { code: string }).code]).toEqual([
        previous,
        404,
        "unknown-previous",
      ]);
      expect(run).not.toHaveBeenCalled();
    }
  });
});

describe("a report kept before reports were bounded", () => {
  it("is answered within the budget: its JSON at most 256 kB, its page at most 400 kB", async () => {
    const huge = reportOf("https://old.example.com.au/", 40, { a: "fail", b: "warn" }, nowIso());
    huge.findings = huge.findings.map((one) => ({ ...one, detail: "An author named ".concat("x".repeat(1_500_000)) }));
    const id = await saveReport(store, huge);
    const read = (as: "json" | "page") =>
      handleStoredReport({ method: "GET", headers: {}, query: {}, path: `/api/site-check/reports/${id}` }, ENV, as, {
        reports: store,
        frame: null,
        copy: FALLBACK_COPY,
        log,
        words,
      });
    const json = await read("json");
    expect(json.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(json.body))).toBeLessThanOrEqual(MAX_REPORT_BYTES);
    expect(JSON.stringify(json.body)).toContain(words.leftOut);
    const page = await read("page");
    expect(page.status).toBe(200);
    expect(Buffer.byteLength(String(page.body))).toBeLessThanOrEqual(MAX_REPORT_PAGE_BYTES);
  });
});

describe("a report id is its holder's", () => {
  it("gives each visitor who asks within the cache's ten minutes a kept report of their own, never another's link", async () => {
    const run = jest.fn(() =>
      Promise.resolve(reportOf("https://shared.example.com.au/", 55, { a: "fail" }, new Date().toISOString())),
    );
    const ask = (clientAddress: string) =>
      handleSiteCheck(
        { method: "GET", headers: JSON_ACCEPT, query: { url: "https://shared.example.com.au/" }, clientAddress },
        ENV,
        { log, words, reports: store, frame: null, check: run },
      );
    const mine = (await ask("203.0.113.7")).body as AnsweredReport;
    const theirs = (await ask("198.51.100.4")).body as AnsweredReport;
    // The findings were reused (the site was fetched once), the ids were not.
    expect(run).toHaveBeenCalledTimes(1);
    expect(isReportId(mine.id)).toBe(true);
    expect(isReportId(theirs.id)).toBe(true);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.score).toBe(mine.score);
    // Each is kept and readable by its own link.
    for (const id of [mine.id, theirs.id]) expect((await stored(id ?? "", "json")).status).toBe(200);
  });
});

describe("the report page's frame", () => {
  const built =
    '<!doctype html><html lang="en-AU"><head><title>Not here | Harbour</title><meta name="description" content="Gone"/><meta property="og:url" content="https://www.harbour.example/ai-search-check/report/"/></head>' +
    '<body><div class="site-root"><header>Site header</header><main id="main"><h1>This report is not here</h1></main><footer>Site footer</footer></div><script>menus()</script></body></html>';

  it("puts the report in the site's layout, between its header and footer, with its own title", () => {
    const frame: ReportFrame = frameOf(built);
    expect(frame.main).toBe("<h1>This report is not here</h1>");
    const report = reportOf("https://framed.example.com.au/", 88, { a: "pass" }, "2026-11-28T01:02:03.000Z");
    const { body, headers } = reportPage(
      { report: { ...report, id: "AAAAAAAAAAAAAAAAAAAAAA" } },
      { copy: FALLBACK_COPY, frame, origin: "https://www.harbour.example" },
    );
    expect(body).toMatch(
      /<header>Site header<\/header><main id="main"><div class="sc-page"><article class="sc-report"/,
    );
    expect(body).toContain("<footer>Site footer</footer>");
    expect(body).toContain("<title>AI search check: framed.example.com.au | Harbour AI SEO</title>");
    expect(body).toContain('content="https://www.harbour.example/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA/"');
    expect(body).not.toContain("This report is not here");
    // Each inline script (the frame's and the page's own) is allowed by its hash, and no other.
    expect(headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  });

  it("escapes the words it puts in the head", () => {
    const frame = frameOf(built);
    expect(fillFrame(frame, { title: '"><script>x()</script>', description: "d", url: "u" }, "")).toContain(
      "&quot;&gt;&lt;script&gt;",
    );
  });
});

describe("npm run serve's rewrite", () => {
  it("sends a report page's address to its Function, and nothing else", () => {
    expect(rewrite("/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA/")).toBe(
      "/api/site-check/report-page/AAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(rewrite("/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA?x=1")).toBe(
      "/api/site-check/report-page/AAAAAAAAAAAAAAAAAAAAAA?x=1",
    );
    expect(rewrite("/ai-search-check/report/")).toBe("/ai-search-check/report/");
    expect(rewrite("/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA/page-data.json")).toBe(
      "/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA/page-data.json",
    );
    expect(rewrite("/ai-search-check/")).toBe("/ai-search-check/");
  });

  it("reads an address beginning with two slashes or a backslash as this site's path, never another host's", () => {
    for (const url of ["//other.host/", "/\\other.host/", "\\\\other.host", "///other.host/x?y=1"])
      expect([url, new URL(rewrite(url), "http://127.0.0.1:9000").host]).toEqual([url, "127.0.0.1:9000"]);
    expect(rewrite("//about")).toBe("/about");
  });
});
