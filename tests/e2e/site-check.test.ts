/**
 * The AI search check against our own built site: `npm run serve` runs the check's Function, and
 * the site it checks is the same build served over https (a proxy in this test with a certificate
 * made for 127.0.0.1, which the server trusts through NODE_EXTRA_CA_CERTS), reached through
 * SITE_CHECK_ALLOW_HOSTS. Our site must pass its own check: score 100, no fail. Also: the
 * page's form without JavaScript lands on the kept report's own page (in the site's layout,
 * noindex, not in the sitemap), whose JSON is the check's; Copy link and Check again work; the
 * island shows the report without a reload; a private address is refused; and the page's script
 * before interaction stays within 1.0 kB gzipped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { HtmlValidate, type ConfigData } from "html-validate";
import { javascriptBeforeInteraction } from "../../src/lib/build/site-facts";
import { violations } from "./support/axe";
import { launch } from "./support/browser";
import { PORT, serve, stopServer, type Served } from "./support/server";

const SERVE_PORT = PORT + 17;
const SERVE_URL = `http://127.0.0.1:${SERVE_PORT}`;

interface Report {
  url: string;
  score: number | null;
  pages?: { url: string; score: number | null; notChecked?: string }[];
  categories: { id: string; score: number }[];
  findings: { id: string; status: "pass" | "warn" | "fail"; title: string; detail: string }[];
  walk?: {
    sample: string;
    steps: { url: string; found: string[]; notRead?: string }[];
    needs: { need: string; status: string | null }[];
    notes: { note: string }[];
  };
  disagreements?: { pagesRead: number; items: { kind: string; title: string }[] };
}

let served: Served | undefined;
let proxy: https.Server;
/** What the proxy (our site, as the check reaches it) has sent, in bytes. */
const proxied = { bytes: 0 };
let httpsOrigin: string;
let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-check-e2e-"));

beforeAll(async () => {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    {
      stdio: "ignore",
    },
  );
  proxy = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: SERVE_PORT,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${SERVE_PORT}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on("data", (chunk: Buffer) => (proxied.bytes += chunk.length));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  httpsOrigin = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  served = await serve(
    {
      NODE_EXTRA_CA_CERTS: cert,
      // The proxy over https, and the server itself over plain http (a report with something to fix: https).
      SITE_CHECK_ALLOW_HOSTS: `${new URL(httpsOrigin).host},127.0.0.1:${SERVE_PORT}`,
      SITE_CHECK_RATE_LIMIT: "off",
    },
    SERVE_PORT,
  );
  browser = await launch();
}, 120_000);

afterAll(async () => {
  stopServer(served?.child);
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function check(address: string, accept = "application/json"): Promise<Response> {
  return fetch(`${SERVE_URL}/api/site-check?${new URLSearchParams({ url: address }).toString()}`, {
    headers: { Accept: accept },
  });
}

describe("the AI search check", () => {
  it("scores our own site 100, with no fail, on five of its pages", async () => {
    const bytesBefore = proxied.bytes;
    const started = Date.now();
    const response = await check(`${httpsOrigin}/`);
    const ms = Date.now() - started;
    const bytes = proxied.bytes - bytesBefore;
    expect(response.status).toBe(200);
    const report = (await response.json()) as Report;
    const notPassing = report.findings
      .filter((f) => f.status !== "pass")
      .map((f) => `${f.status} ${f.id}: ${f.title} (${f.detail})`);
    console.info(
      `[site-check] our site scores ${report.score} in ${ms} ms; categories ${report.categories.map((c) => `${c.id} ${c.score}`).join(", ")}; not passing: ${notPassing.join("; ") || "none"}`,
    );
    expect(report.findings.filter((f) => f.status === "fail")).toEqual([]);
    expect(report.score).toBe(100);
    // How long it took is printed, not asserted: the check's own deadline bounds it, and its speed is the bench's.
    // A few pages, not one: the address and four more from our sitemap, each scored, within 6 MB.
    const pages = report.pages ?? [];
    console.info(
      `[site-check] ${pages.length} pages checked in ${ms} ms, ${bytes} bytes sent by our site in all: ${pages.map((p) => `${new URL(p.url).pathname} ${p.score ?? p.notChecked}`).join(", ")}`,
    );
    expect(pages).toHaveLength(5);
    expect(new Set(pages.map((p) => p.url)).size).toBe(5);
    expect(pages.every((p) => p.score !== null)).toBe(true);
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
    // Could an AI agent hire us? Our own walk, printed, and what a prospect would hold against us:
    // what we do and a way to enquire must be found, the contact form named as one an agent can call,
    // and none of our pages may show a stale date.
    const walk = report.walk;
    console.info(
      `[site-check] the agent's walk: ${walk?.sample ?? "none"} ${(walk?.steps ?? []).map((s) => `${new URL(s.url).pathname} [${s.notRead ?? s.found.join(" ")}]`).join(" → ")}; notes ${(walk?.notes ?? []).map((n) => n.note).join(", ") || "none"}; disagreements ${(report.disagreements?.items ?? []).map((i) => `${i.kind}: ${i.title}`).join("; ") || "none"} across ${report.disagreements?.pagesRead ?? 0} pages`,
    );
    const need = (id: string) => walk?.needs.find((n) => n.need === id)?.status;
    expect([need("what"), need("enquire")]).toEqual(["pass", "pass"]);
    expect(walk?.steps.length).toBeLessThanOrEqual(6);
    expect((report.disagreements?.items ?? []).filter((i) => i.kind === "stale-date")).toEqual([]);
  });

  it("sends the page's form without JavaScript to the kept report's own page, in the site's layout", async () => {
    const response = await check(`${httpsOrigin}/`, "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(true);
    expect(new URL(response.url).pathname).toMatch(/^\/ai-search-check\/report\/[A-Za-z0-9_-]{22}\/$/);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The site's own header and footer around the report.
    expect(html).toMatch(
      /<header[\s\S]*<main[^>]*><div class="sc-page"><article class="sc-report"[\s\S]*<\/main>[\s\S]*<footer/,
    );
    // The ask after the fixes names how many there are (our own site, checked here, scores 100 with
    // one convention worth fixing), or the report itself when there are none.
    const fixes = (html.match(/<div class="sc-group-fixes[\s\S]*?<\/ol>/g) ?? []).reduce(
      (count, group) => count + (group.match(/<li class="sc-card /g) ?? []).length,
      0,
    );
    expect(html).toContain(
      fixes === 0
        ? "Talk to a strategist about this report"
        : `Talk to a strategist about ${fixes === 1 ? "the 1 fix" : `these ${fixes} fixes`}`,
    );
    // The form to check again, sent without JavaScript (and an agent's tool: WebMCP's attributes between).
    expect(html).toMatch(/<form class="sc-again" [^>]*action="\/api\/site-check" method="get">/);
    const sitemap = fs.readFileSync(path.resolve(__dirname, "../../public/sitemap-0.xml"), "utf8");
    expect(sitemap).not.toContain("/ai-search-check/report");
  });

  it("answers a kept report's JSON the same as the check did, and a report not kept with a 404 page in the site's layout", async () => {
    const answered = (await (await check(`${httpsOrigin}/services/`)).json()) as Report & {
      id: string;
      reportUrl: string;
    };
    expect(answered.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const started = Date.now();
    const stored = await fetch(`${SERVE_URL}/api/site-check/reports/${answered.id}`);
    const ms = Date.now() - started;
    console.info(`[site-check] a kept report's JSON in ${ms} ms from the embedded store`);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual(answered);
    const missing = await fetch(`${SERVE_URL}/ai-search-check/report/AAAAAAAAAAAAAAAAAAAAAA/`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("This report is not here");
    expect(html).toMatch(/<header[\s\S]*<footer/);
  });

  it("refuses a private address with a clear message", async () => {
    const response = await check("http://169.254.169.254/latest/meta-data/");
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/^We could not reach that address\./);
  });

  it("the page's form posts to the Function without JavaScript, and its script before interaction stays within 1.0 kB gzipped", () => {
    const html = fs.readFileSync(path.resolve(__dirname, "../../public/ai-search-check/index.html"), "utf8");
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/api\/site-check"|<form[^>]*action="\/api\/site-check"[^>]*method="get"/,
    );
    const bytes = javascriptBeforeInteraction(html, path.resolve(__dirname, "../../public"));
    console.info(`[site-check] script before interaction on /ai-search-check/: ${bytes} bytes gzipped`);
    expect(bytes).toBeLessThanOrEqual(1024);
  });

  it("with JavaScript, shows progress and the report under the form without a reload", async () => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/ai-search-check/");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const field = page.getByLabel("Your website's address");
    await field.focus();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("[data-island=site-check]") ?? {}).some((k) => k.startsWith("__react")),
    );
    await field.fill(`${httpsOrigin}/about/`);
    await page.getByRole("button", { name: "Check my site" }).click();
    const report = page.locator(".sc-report");
    await report.waitFor({ timeout: 15_000 });
    expect(navigations).toBe(0);
    expect(await report.getByRole("heading", { level: 2 }).first().textContent()).toContain("127.0.0.1");
    const cta = report.getByRole("link", { name: /^Talk to a strategist about / }).first();
    const href = new URL((await cta.getAttribute("href")) ?? "", SERVE_URL);
    expect(href.pathname).toBe("/contact/");
    expect(href.searchParams.get("checkedUrl")).toBe(`${httpsOrigin}/about/`);
    expect(href.searchParams.get("checkReport")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Number(href.searchParams.get("checkScore"))).toBeGreaterThanOrEqual(0);
    // Each finding says how strong its evidence is, and links its source (the bot table's rows too, unmarked by data-status).
    expect(await report.locator("[data-status] .sc-evidence").count()).toBe(
      await report.locator("[data-status]").count(),
    );
    // The island draws the same report as the report's own page (one view, report-view.ts).
    const link = report.locator(".sc-link a");
    expect(await link.getAttribute("href")).toMatch(/^\/ai-search-check\/report\/[A-Za-z0-9_-]{22}\/$/);
    expect(await report.locator(".sc-evidence a").first().getAttribute("href")).toMatch(/^https:\/\//);
    expect(errors).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("a kept report's page: Copy link, and Check again shows what changed since", async () => {
    const context = await browser.newContext({
      baseURL: SERVE_URL,
      viewport: { width: 1440, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/api/site-check?${new URLSearchParams({ url: `${httpsOrigin}/insights/` }).toString()}`);
    await page.waitForURL(/\/ai-search-check\/report\/[A-Za-z0-9_-]{22}\/$/);
    const first = page.url();
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("button", { name: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^https?://[^/]+${new URL(first).pathname}$`),
    );
    await page.getByRole("button", { name: "Check again" }).click();
    await page.waitForURL(
      (url) => url.href !== first && /\/ai-search-check\/report\/[A-Za-z0-9_-]{22}\/$/.test(url.pathname),
    );
    const changes = page.locator(".sc-changes");
    expect(await changes.getByRole("heading").textContent()).toMatch(/^Since the check of \d{1,2} \w{3} \d{4}$/);
    expect(await changes.getByRole("link").first().getAttribute("href")).toBe(new URL(first).pathname);
    expect(await page.locator(".sc-history li a").first().getAttribute("href")).toBe(new URL(first).pathname);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("compares with two competitors at 390 px: a refusal at its field, then three scores side by side and tables that fit", async () => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/ai-search-check/");
    const field = page.getByLabel("Your website's address");
    await field.focus();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("[data-island=site-check]") ?? {}).some((k) => k.startsWith("__react")),
    );
    await field.fill(`${httpsOrigin}/about/`);
    // Offered openly: the competitors' fields are in view under their heading, nothing to open first.
    const first = page.getByLabel("A competitor's address");
    expect(await page.getByRole("group", { name: "Compare with up to two competitors" }).isVisible()).toBe(true);
    expect(await first.isVisible()).toBe(true);
    await first.fill(`${httpsOrigin}/about/`);
    await page.getByRole("button", { name: "Check my site" }).click();
    // The visitor's own address again: refused at that field, nothing else lost.
    const error = page.locator("#site-check-compare1-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/already in the comparison/);
    expect(await first.getAttribute("aria-invalid")).toBe("true");
    expect(await field.inputValue()).toBe(`${httpsOrigin}/about/`);
    await first.fill(`${httpsOrigin}/contact/`);
    await page.getByLabel("Another competitor's address").fill(`${httpsOrigin}/insights/`);
    await page.getByRole("button", { name: "Check my site" }).click();
    // The three scores side by side in the summary; the tables, check by check, folded for developers.
    const rivals = page.locator(".sc-summary .sc-rival");
    await rivals.first().waitFor({ timeout: 20_000 });
    expect(await rivals.count()).toBe(3);
    expect(await page.locator(".sc-dev .sc-compare table").count()).toBe(2);
    expect(await page.locator(".sc-dev .sc-compare table").first().isVisible()).toBe(false);
    // Side by side, and nothing wider than the phone.
    const boxes = await rivals.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(boxes).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const href = new URL(
      (await page
        .getByRole("link", { name: /^Talk to a strategist about / })
        .first()
        .getAttribute("href")) ?? "",
      SERVE_URL,
    );
    expect(href.searchParams.get("checkedUrl")).toBe(`${httpsOrigin}/about/`);
    expect(href.searchParams.get("checkCompared")).toBe(`${httpsOrigin}/contact/ ${httpsOrigin}/insights/`);
    expect(errors).toEqual([]);
    expect(await violations(page)).toEqual([]);
    // The kept comparison's page, without JavaScript, at 1440 px: the same comparison.
    const reportPath = (await page.locator(".sc-link a").getAttribute("href")) ?? "";
    const plain = await browser.newContext({
      baseURL: SERVE_URL,
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const kept = await plain.newPage();
    await kept.goto(reportPath);
    expect(await kept.locator(".sc-summary .sc-rival").count()).toBe(3);
    // The visitor's site on a few pages, the competitors on one: folded last, for developers, and opened by a click.
    const pageRows = kept.locator(".sc-pages tbody tr:not([data-site-wide])");
    expect(await pageRows.count()).toBe(5);
    expect(await kept.locator(".sc-dev .sc-pages ~ .sc-compare").count()).toBe(1);
    expect(await pageRows.first().isVisible()).toBe(false);
    await kept.getByText("For your developer: page by page").click();
    expect(await pageRows.first().isVisible()).toBe(true);
    expect(await kept.locator(".sc-recheck input[name=compare2]").getAttribute("value")).toBe(
      `${httpsOrigin}/insights/`,
    );
    // Its HTML passes the checker the built pages pass (validity.test.ts), tables and all.
    const config = (await import(path.resolve(__dirname, "../../.htmlvalidate.cjs"))) as { default: ConfigData };
    const checked = await new HtmlValidate(config.default).validateString(
      await (await fetch(`${SERVE_URL}${reportPath}`)).text(),
    );
    expect(checked.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    await plain.close();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(reportPath);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await violations(page)).toEqual([]);
    }
    await context.close();
  }, 60_000);

  it.each([390, 1440])("axe finds nothing on the check page or a kept report's page at %i px", async (width) => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/ai-search-check/");
    expect(await violations(page)).toEqual([]);
    await page.goto(`/api/site-check?${new URLSearchParams({ url: `${httpsOrigin}/contact/` }).toString()}`);
    await page.locator(".sc-report").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("a report with fixes: grouped, the ask after them, the phone bar's own ask, and a clean A4 print with the agency in its footer", async () => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Our own site over plain http: served without https, a site-wide failure to fix first.
    await page.goto(`/api/site-check?${new URLSearchParams({ url: `${SERVE_URL}/about/` }).toString()}`);
    await page.locator(".sc-report").waitFor();
    const verdict = await page.locator(".sc-summary .sc-verdict").textContent();
    expect(verdict).toMatch(/\w/);
    const fixFirst = page.locator('[data-group="fix-first"]');
    expect(await fixFirst.locator("#finding-https").count()).toBe(1);
    expect(await fixFirst.locator("#finding-https .sc-tag[data-effort]").textContent()).toBe("Effort: hours");
    expect(await fixFirst.locator("#finding-https .sc-tag[data-site-wide]").textContent()).toBe("Site-wide");
    expect(await page.locator('.sc-pages tr[data-site-wide="https"]').count()).toBe(1);
    expect(
      await fixFirst
        .getByRole("link", { name: /^We can fix this for you/ })
        .first()
        .isVisible(),
    ).toBe(true);
    // The closing band comes after the fixes and before the folded passes, with the consultation and the strategist slot.
    const close = page.locator(".sc-fixes ~ .sc-close");
    expect(await close.count()).toBe(1);
    expect(await page.locator(".sc-close ~ .sc-passes").count()).toBe(1);
    expect(await close.locator("[data-placeholder]").first().isVisible()).toBe(true);
    const ask = close.getByRole("link", { name: /^Talk to a strategist about (the|these) \d+ fix(es)?$/ });
    const askHref = new URL((await ask.getAttribute("href")) ?? "", SERVE_URL);
    expect(askHref.pathname).toBe("/contact/");
    expect(askHref.searchParams.get("checkReport")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // On a phone, once the summary has scrolled away, the bar offers the same ask, not the check again.
    const bar = page.locator("[data-action-bar]");
    expect(await bar.locator("a").count()).toBe(1);
    expect(await bar.locator("a").textContent()).toBe(await ask.textContent());
    expect(await bar.locator("a").getAttribute("href")).toBe(await ask.getAttribute("href"));
    await page.locator(".sc-close").scrollIntoViewIfNeeded();
    await page.locator("[data-action-bar][data-shown]").waitFor();
    // Printed: the summary and the fixes; no site header, forms, buttons or folds; the agency's name and contact at the foot.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator(".sc-summary").isVisible()).toBe(true);
    expect(await page.locator("#finding-https").isVisible()).toBe(true);
    expect(await page.locator("form").first().isVisible()).toBe(false);
    expect(await page.locator(".sc-again").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Check again" }).isVisible()).toBe(false);
    expect(await page.locator(".sc-passes").isVisible()).toBe(false);
    expect(await page.locator(".sc-dev").isVisible()).toBe(false);
    expect(await bar.isVisible()).toBe(false);
    const footer = page.locator(".sc-print-footer");
    expect(await footer.isVisible()).toBe(true);
    expect(await footer.textContent()).toMatch(/^Harbour AI SEO · hello@harbouraiseo\.com\.au · /);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    console.info(`[site-check] the printed report: ${pages} A4 page(s), ${pdf.length} bytes`);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
    await context.close();
  }, 60_000);
});
