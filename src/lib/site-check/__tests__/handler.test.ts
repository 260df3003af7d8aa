import { createMemoryRateLimiter } from "../../contact/rate-limit";
import { handleSiteCheck, MAX_CONCURRENT, resetSiteCheck, type SiteCheckRequest } from "../handler";
import type { CheckReport } from "../run";
import { html, startFixtureSite, text, type FixtureSite } from "./fixture-site";

const JSON_ACCEPT = { accept: "application/json" };

function request(
  url: string | undefined,
  headers: Record<string, string> = JSON_ACCEPT,
  clientAddress = "203.0.113.9",
): SiteCheckRequest {
  return { method: "GET", headers, query: url === undefined ? {} : { url }, clientAddress };
}

const fakeReport = (url: string): CheckReport => ({
  url,
  checkedAt: "2026-11-25T10:00:00.000Z",
  score: 80,
  categories: [],
  findings: [],
});

let site: FixtureSite;
const log = jest.fn();
beforeAll(async () => {
  site = await startFixtureSite({
    "/": html(
      `<!doctype html><html lang="en"><head><title>A fixture site for the handler</title><script type="application/ld+json">{"@type":"Organization","name":"<script>alert(1)</script>"}</script></head><body><h1>Fixture &lt;b&gt;</h1><p>${"word ".repeat(300)}</p></body></html>`,
    ),
    "/robots.txt": text("User-agent: *\nAllow: /\n"),
  });
});
afterAll(() => site.close());
beforeEach(() => {
  resetSiteCheck();
  log.mockReset();
});

describe("GET /api/site-check", () => {
  it("answers the report as JSON in the issue's shape", async () => {
    const env = { SITE_CHECK_ALLOW_HOSTS: site.hostPort, SITE_CHECK_RATE_LIMIT: "off" };
    const result = await handleSiteCheck(request(`${site.origin}/`), env, { log });
    expect(result.status).toBe(200);
    expect(result.headers["Content-Type"]).toMatch(/^application\/json/);
    const report = result.body as CheckReport;
    expect(Object.keys(report)).toEqual(["url", "checkedAt", "score", "categories", "findings"]);
    expect(report.findings[0]).toEqual(
      expect.objectContaining({
        id: "crawlers-search",
        category: "access",
        status: "pass",
        title: expect.any(String) as string,
        detail: expect.any(String) as string,
      }),
    );
  });

  it("answers a whole HTML page to a plain form, escaping what the site sent", async () => {
    const env = { SITE_CHECK_ALLOW_HOSTS: site.hostPort, SITE_CHECK_RATE_LIMIT: "off" };
    const result = await handleSiteCheck(
      request(site.origin, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }),
      env,
      { log },
    );
    expect(result.status).toBe(200);
    expect(result.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(result.headers["Content-Security-Policy"]).toMatch(/default-src 'none'; style-src 'sha256-/);
    const body = result.body as string;
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).toContain('<section class="sc-report"');
    expect(body).toContain(`/contact/?checkedUrl=${encodeURIComponent(`${site.origin}/`)}&amp;checkScore=`);
    expect(body).not.toContain("<script");
    expect(body).toContain("&quot;Fixture &lt;b&gt;&quot;");
    expect(body).not.toContain("<b>");
  });

  it("refuses a private address with a 403 and a clear message, in JSON and HTML", async () => {
    const json = await handleSiteCheck(request("http://169.254.169.254/"), {}, { log });
    expect(json).toMatchObject({
      status: 403,
      body: { code: "address", error: expect.stringMatching(/private or reserved/) as string },
    });
    const page = await handleSiteCheck(request("localhost", { accept: "text/html" }), {}, { log });
    expect(page.status).toBe(403);
    expect(page.body).toContain("We could not check that address");
  });

  it("sends a bare form with no address back to the page", async () => {
    expect(await handleSiteCheck(request(undefined, {}), {}, { log })).toMatchObject({
      status: 303,
      location: "/ai-search-check/",
    });
    expect((await handleSiteCheck(request("  "), {}, { log })).status).toBe(400);
  });

  it("reads the address from a form post", async () => {
    const check = jest.fn((url: URL) => Promise.resolve(fakeReport(url.href)));
    const result = await handleSiteCheck(
      { method: "POST", headers: JSON_ACCEPT, query: {}, body: { url: "example.com.au" } },
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, check },
    );
    expect(result.status).toBe(200);
    expect(check.mock.calls[0]?.[0].href).toBe("https://example.com.au/");
  });

  it("limits each visitor per hour, with Retry-After, and reuses a report for the same address", async () => {
    const check = jest.fn((url: URL) => Promise.resolve(fakeReport(url.href)));
    const deps = { log, check, rateLimiter: createMemoryRateLimiter({ windowSeconds: 3600 }) };
    const env = { SITE_CHECK_RATE_LIMIT: "2" };
    expect((await handleSiteCheck(request("one.example.com"), env, deps)).status).toBe(200);
    expect((await handleSiteCheck(request("two.example.com"), env, deps)).status).toBe(200);
    // The same address again: the cached report, not counted.
    expect((await handleSiteCheck(request("one.example.com"), env, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(2);
    const limited = await handleSiteCheck(request("three.example.com"), env, deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(3000);
    expect((limited.body as { error: string }).error).toMatch(/2 checks in the last hour/);
    // Another visitor is counted on their own.
    expect((await handleSiteCheck(request("three.example.com", JSON_ACCEPT, "198.51.100.4"), env, deps)).status).toBe(
      200,
    );
  });

  it("runs at most a few checks at once", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const check = jest.fn(async (url: URL) => {
      await gate;
      return fakeReport(url.href);
    });
    const env = { SITE_CHECK_RATE_LIMIT: "off" };
    const running = Array.from({ length: MAX_CONCURRENT }, (_, i) =>
      handleSiteCheck(request(`site${i}.example.com`), env, { log, check }),
    );
    const busy = await handleSiteCheck(request("one-more.example.com"), env, { log, check });
    expect(busy.status).toBe(503);
    expect(busy.headers["Retry-After"]).toBe("5");
    release();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual(Array(MAX_CONCURRENT).fill(200));
  });

  it("says when the site did not answer in time", async () => {
    const slow = await startFixtureSite({ "/": () => undefined });
    try {
      const { FetchFailure } = await import("../fetcher");
      const check = () => Promise.reject(new FetchFailure("slow.example.com did not answer in time.", true));
      const result = await handleSiteCheck(
        request("slow.example.com"),
        { SITE_CHECK_RATE_LIMIT: "off" },
        { log, check },
      );
      expect(result).toMatchObject({ status: 504, body: { code: "timeout" } });
    } finally {
      await slow.close();
    }
  });

  it("warns once when the allow list is set in production", async () => {
    const check = jest.fn((url: URL) => Promise.resolve(fakeReport(url.href)));
    const env = { CONTEXT: "production", SITE_CHECK_ALLOW_HOSTS: "127.0.0.1:9", SITE_CHECK_RATE_LIMIT: "off" };
    await handleSiteCheck(request("a.example.com"), env, { log, check });
    await handleSiteCheck(request("b.example.com"), env, { log, check });
    expect(log.mock.calls.filter(([level]) => level === "warn")).toEqual([
      ["warn", expect.stringMatching(/SITE_CHECK_ALLOW_HOSTS is set in production/) as string],
    ]);
    await handleSiteCheck(
      request("c.example.com"),
      { SITE_CHECK_ALLOW_HOSTS: "127.0.0.1:9", SITE_CHECK_RATE_LIMIT: "off" },
      { log, check },
    );
    expect(log.mock.calls.filter(([level]) => level === "warn")).toHaveLength(1);
  });
});
