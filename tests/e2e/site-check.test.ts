/**
 * The AI search check against our own built site: `npm run serve` runs the check's Function, and
 * the site it checks is the same build served over https (a proxy in this test with a certificate
 * made for 127.0.0.1, which the server trusts through NODE_EXTRA_CA_CERTS), reached through
 * SITE_CHECK_ALLOW_HOSTS. Our site must pass its own check: score 100, no fail. Also: the
 * page's form without JavaScript answers a whole report page, the island shows the report without
 * a reload, a private address is refused, and the page's script before interaction stays within
 * 1.0 kB gzipped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { javascriptBeforeInteraction } from "../../src/lib/build/site-facts";
import { violations } from "./support/axe";
import { launch } from "./support/browser";
import { PORT, serve, stopServer, type Served } from "./support/server";

const SERVE_PORT = PORT + 17;
const SERVE_URL = `http://127.0.0.1:${SERVE_PORT}`;

interface Report {
  url: string;
  score: number | null;
  categories: { id: string; score: number }[];
  findings: { id: string; status: "pass" | "warn" | "fail"; title: string; detail: string }[];
}

let served: Served | undefined;
let proxy: https.Server;
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
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  httpsOrigin = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  served = await serve(
    { NODE_EXTRA_CA_CERTS: cert, SITE_CHECK_ALLOW_HOSTS: new URL(httpsOrigin).host, SITE_CHECK_RATE_LIMIT: "off" },
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
  it("scores our own site 100, with no fail", async () => {
    const started = Date.now();
    const response = await check(`${httpsOrigin}/`);
    const ms = Date.now() - started;
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
    expect(ms).toBeLessThan(10_000);
  });

  it("answers the page's form without JavaScript with a whole report page", async () => {
    const response = await check(
      httpsOrigin.replace("https://", "https://"),
      "text/html,application/xhtml+xml,*/*;q=0.8",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<section class="sc-report"');
    expect(html).toContain("Send me this report and talk to us");
    expect(html).toContain('<form method="get" action="/api/site-check">');
  });

  it("refuses a private address with a clear message", async () => {
    const response = await check("http://169.254.169.254/latest/meta-data/");
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/private or reserved network/);
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
    expect(await report.getByRole("heading", { level: 2 }).textContent()).toContain("127.0.0.1");
    const cta = report.getByRole("link", { name: "Send me this report and talk to us" });
    const href = new URL((await cta.getAttribute("href")) ?? "", SERVE_URL);
    expect(href.pathname).toBe("/contact/");
    expect(href.searchParams.get("checkedUrl")).toBe(`${httpsOrigin}/about/`);
    expect(Number(href.searchParams.get("checkScore"))).toBeGreaterThanOrEqual(0);
    // Each finding says how strong its evidence is, and links its source.
    expect(await report.locator(".sc-evidence").count()).toBe(await report.locator(".sc-finding").count());
    expect(await report.locator(".sc-evidence a").first().getAttribute("href")).toMatch(/^https:\/\//);
    expect(errors).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each([390, 1440])("axe finds nothing on the page or the Function's report page at %i px", async (width) => {
    const context = await browser.newContext({ baseURL: SERVE_URL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/ai-search-check/");
    expect(await violations(page)).toEqual([]);
    await page.goto(`/api/site-check?${new URLSearchParams({ url: `${httpsOrigin}/contact/` }).toString()}`);
    await page.locator(".sc-report").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
