import { createMemoryRateLimiter, type RateLimiter } from "../../platform/rate-limit";
import { StoreUnavailable, type FairUseStore } from "../fair-use";
import { FetchFailure } from "../fetcher";
import { handleSiteCheck, MAX_CONCURRENT, resetSiteCheck, type SiteCheckRequest } from "../handler";
import type { CheckReport } from "../run";
import { html, startFixtureSite, text, type FixtureSite } from "./fixture-site";
import { projectWords } from "./project-words";

const JSON_ACCEPT = { accept: "application/json" };

function request(
  url: string | undefined,
  headers: Record<string, string> = JSON_ACCEPT,
  clientAddress = "203.0.113.9",
): SiteCheckRequest {
  return { method: "GET", headers, query: url === undefined ? {} : { url }, clientAddress };
}

const fakeReport = (url: string): CheckReport => ({
  address: url,
  url,
  checkedAt: "2026-11-25T10:00:00.000Z",
  score: 80,
  categories: [],
  findings: [],
});

let site: FixtureSite;
const log = jest.fn();
const words = projectWords();
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

const checked = () => jest.fn((url: URL) => Promise.resolve(fakeReport(url.href)));

describe("GET /api/site-check", () => {
  it("answers the report as JSON, each finding with its words and its evidence", async () => {
    const env = { SITE_CHECK_ALLOW_HOSTS: site.hostPort, SITE_CHECK_RATE_LIMIT: "off" };
    const result = await handleSiteCheck(request(`${site.origin}/`), env, { log, words });
    expect(result.status).toBe(200);
    expect(result.headers["Content-Type"]).toMatch(/^application\/json/);
    const report = result.body as CheckReport;
    expect(Object.keys(report)).toEqual([
      "address",
      "url",
      "checkedAt",
      "score",
      "categories",
      "findings",
      "pages",
      "bots",
      // The business as the page says it, where the live answer check's form starts (live/subject.ts).
      "subject",
      "walk",
      "disagreements",
    ]);
    expect(report.findings[0]).toEqual({
      id: "crawlers-search",
      name: "Search crawlers may read the page",
      category: "access",
      status: "pass",
      counts: true,
      title: "Search engines and AI search can read this page",
      detail: expect.stringMatching(/^Allowed: Googlebot, Bingbot/) as string,
      why: expect.any(String) as string,
      action: expect.any(String) as string,
      service: { href: "/services/technical-seo-audits/", label: expect.any(String) as string },
      evidence: {
        kind: "documented",
        source: expect.objectContaining({ url: "https://www.rfc-editor.org/rfc/rfc9309.html" }) as object,
      },
    });
  });

  it("answers a whole HTML page to a plain form, escaping what the site sent, with each finding's evidence", async () => {
    const env = { SITE_CHECK_ALLOW_HOSTS: site.hostPort, SITE_CHECK_RATE_LIMIT: "off" };
    const result = await handleSiteCheck(
      request(site.origin, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }),
      env,
      { log, words },
    );
    expect(result.status).toBe(200);
    expect(result.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    // The site's own policy: no inline script that is not allowed by its hash.
    expect(result.headers["Content-Security-Policy"]).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(result.headers["Content-Security-Policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const body = result.body as string;
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).toContain('<article class="sc-report"');
    expect(body).toContain(`/contact/?checkedUrl=${encodeURIComponent(`${site.origin}/`)}&amp;checkScore=`);
    expect(body).not.toContain("<script");
    expect(body).toContain("&quot;Fixture &lt;b&gt;&quot;");
    expect(body).not.toContain("<b>");
    expect(body).toContain('data-evidence="convention"');
    expect(body).toContain('href="https://developers.google.com/search/docs/crawling-indexing/block-indexing"');
  });

  it("refuses a private address with a 403 and a clear message, in JSON and HTML", async () => {
    const json = await handleSiteCheck(request("http://169.254.169.254/"), {}, { log, words });
    expect(json).toMatchObject({
      status: 403,
      body: { code: "address", error: expect.stringMatching(/^We could not reach that address\./) as string },
    });
    const page = await handleSiteCheck(request("localhost", { accept: "text/html" }), {}, { log, words });
    expect(page.status).toBe(403);
    expect(page.body).toContain("We could not check that address");
  });

  it("sends a bare form with no address back to the page", async () => {
    expect(await handleSiteCheck(request(undefined, {}), {}, { log, words })).toMatchObject({
      status: 303,
      location: "/ai-search-check/",
    });
    expect((await handleSiteCheck(request("  "), {}, { log, words })).status).toBe(400);
  });

  it("reads the address from a form post", async () => {
    const check = checked();
    const result = await handleSiteCheck(
      { method: "POST", headers: JSON_ACCEPT, query: {}, body: { url: "example.com.au" } },
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, check, words },
    );
    expect(result.status).toBe(200);
    expect(check.mock.calls[0]?.[0].href).toBe("https://example.com.au/");
  });

  it("limits each visitor per hour, with Retry-After, and reuses a report for the same address", async () => {
    const check = checked();
    const deps = { log, check, words, rateLimiter: createMemoryRateLimiter({ windowSeconds: 3600 }) };
    const env = { SITE_CHECK_RATE_LIMIT: "3" };
    expect((await handleSiteCheck(request("one.example.com"), env, deps)).status).toBe(200);
    expect((await handleSiteCheck(request("two.example.com"), env, deps)).status).toBe(200);
    // The same address again: the cached report, not fetched again, but counted (it is kept again, as this visitor's).
    expect((await handleSiteCheck(request("one.example.com"), env, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(2);
    const limited = await handleSiteCheck(request("three.example.com"), env, deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(3000);
    expect((limited.body as { error: string }).error).toMatch(/3 checks in the last hour/);
    // Another visitor is counted on their own.
    expect((await handleSiteCheck(request("three.example.com", JSON_ACCEPT, "198.51.100.4"), env, deps)).status).toBe(
      200,
    );
  });

  it("keeps a report under the normalised address: a query or fragment does not bypass it, and is not fetched", async () => {
    const check = checked();
    const env = { SITE_CHECK_RATE_LIMIT: "off" };
    for (const typed of [
      "https://Example.com.au/page?utm=1",
      "example.com.au/page?utm=2#top",
      "HTTPS://EXAMPLE.COM.AU:443/page",
    ])
      expect((await handleSiteCheck(request(typed), env, { log, check, words })).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0].href).toBe("https://example.com.au/page");
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
      handleSiteCheck(request(`site${i}.example.com`), env, { log, check, words }),
    );
    const busy = await handleSiteCheck(request("one-more.example.com"), env, { log, check, words });
    expect(busy.status).toBe(503);
    expect(busy.headers["Retry-After"]).toBe("5");
    release();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual(Array(MAX_CONCURRENT).fill(200));
    // Each check gave its slot back.
    expect((await handleSiteCheck(request("after.example.com"), env, { log, check, words })).status).toBe(200);
  });

  it("says when the site did not answer in time", async () => {
    const check = () => Promise.reject(new FetchFailure("slow.example.com did not answer in time.", true));
    const result = await handleSiteCheck(
      request("slow.example.com"),
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, check, words },
    );
    expect(result).toMatchObject({ status: 504, body: { code: "timeout" } });
  });

  it("answers 500 and logs why when the build gave it no words", async () => {
    const result = await handleSiteCheck(
      request("a.example.com"),
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, check: checked() },
    );
    expect(result).toMatchObject({ status: 500, body: { code: "misconfigured" } });
    expect(log).toHaveBeenCalledWith("error", expect.stringMatching(/no words/));
  });
});

describe("in production", () => {
  const production = { CONTEXT: "production", SITE_CHECK_RATE_LIMIT: "10" };
  const hanging: RateLimiter = { hit: () => new Promise(() => undefined) };
  const failing: RateLimiter = { hit: () => Promise.reject(new Error("Redis is down")) };
  const unavailable: FairUseStore = {
    cached: () => Promise.reject(new StoreUnavailable("Redis at redis.example:6379 did not answer within 500 ms")),
    remember: () => Promise.reject(new StoreUnavailable("down")),
    acquire: () => Promise.reject(new StoreUnavailable("down")),
    claim: () => Promise.reject(new StoreUnavailable("down")),
  };

  it("refuses SITE_CHECK_ALLOW_HOSTS: every check answers 500, and the log says why once", async () => {
    const check = checked();
    const env = { CONTEXT: "production", SITE_CHECK_ALLOW_HOSTS: "127.0.0.1:9", SITE_CHECK_RATE_LIMIT: "off" };
    for (const address of ["a.example.com", "b.example.com"])
      expect(await handleSiteCheck(request(address), env, { log, check, words })).toMatchObject({
        status: 500,
        body: { code: "misconfigured" },
      });
    expect(check).not.toHaveBeenCalled();
    expect(log.mock.calls.filter(([level]) => level === "error")).toEqual([
      ["error", expect.stringMatching(/SITE_CHECK_ALLOW_HOSTS is set in production \(127\.0\.0\.1:9\)/) as string],
    ]);
    // Outside production the allow list is a test's, and the check runs.
    const preview = { SITE_CHECK_ALLOW_HOSTS: "127.0.0.1:9", SITE_CHECK_RATE_LIMIT: "off" };
    expect((await handleSiteCheck(request("c.example.com"), preview, { log, check, words })).status).toBe(200);
  });

  it.each([
    ["hangs", hanging],
    ["fails", failing],
  ])(
    "refuses the check (503, Retry-After) when the rate limit %s, instead of letting it through",
    async (_how, rateLimiter) => {
      const check = checked();
      const result = await handleSiteCheck(request("a.example.com"), production, { log, check, words, rateLimiter });
      expect(result).toMatchObject({ status: 503, headers: { "Retry-After": "30" }, body: { code: "unavailable" } });
      expect(check).not.toHaveBeenCalled();
      // Outside production, a limit that cannot answer lets the check go ahead.
      const elsewhere = await handleSiteCheck(
        request("a.example.com"),
        { SITE_CHECK_RATE_LIMIT: "10" },
        { log, check, words, rateLimiter },
      );
      expect(elsewhere.status).toBe(200);
    },
    10_000,
  );

  it("refuses the check (503, Retry-After) when the shared store cannot answer; elsewhere falls back to memory", async () => {
    const check = checked();
    const deps = {
      log,
      check,
      words,
      store: unavailable,
      rateLimiter: createMemoryRateLimiter({ windowSeconds: 3600 }),
    };
    expect(await handleSiteCheck(request("a.example.com"), production, deps)).toMatchObject({
      status: 503,
      headers: { "Retry-After": "30" },
    });
    expect(check).not.toHaveBeenCalled();
    expect((await handleSiteCheck(request("a.example.com"), { SITE_CHECK_RATE_LIMIT: "off" }, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe("safe under abuse", () => {
  const limited = { SITE_CHECK_RATE_LIMIT: "10" };
  const fresh = () => ({ log, words, rateLimiter: createMemoryRateLimiter({ windowSeconds: 3600 }) });

  it("refuses another site's form post, and shows another site's link the form, filled in, to confirm", async () => {
    const check = checked();
    const foreign = await handleSiteCheck(
      {
        method: "POST",
        headers: { ...JSON_ACCEPT, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        query: {},
        body: { url: "victim.example.com" },
        clientAddress: "203.0.113.9",
      },
      limited,
      { ...fresh(), check },
    );
    expect(foreign).toMatchObject({ status: 403, body: { code: "cross-site" } });
    // Our own page's post (on any of the local server's names) runs.
    const own = await handleSiteCheck(
      {
        method: "POST",
        headers: { ...JSON_ACCEPT, origin: "http://127.0.0.1:9000", "sec-fetch-site": "same-origin" },
        query: {},
        body: { url: "victim.example.com" },
        clientAddress: "203.0.113.9",
      },
      limited,
      { ...fresh(), check },
    );
    expect(own.status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);

    // A link on another site: the page asks, with the address in the form, and checks nothing.
    const linked = await handleSiteCheck(
      request("victim.example.com", { accept: "text/html", "sec-fetch-site": "cross-site" }),
      limited,
      { ...fresh(), check, frame: null },
    );
    expect(linked.status).toBe(200);
    const page = String(linked.body);
    expect(page).toContain("Check victim.example.com?");
    expect(page).toMatch(/<input[^>]*name="url"[^>]*value="victim\.example\.com"/);
    expect(check).toHaveBeenCalledTimes(1);
    // Another site's script asking for JSON is refused.
    const scripted = await handleSiteCheck(
      request("victim.example.com", { ...JSON_ACCEPT, "sec-fetch-site": "cross-site" }),
      limited,
      { ...fresh(), check },
    );
    expect(scripted).toMatchObject({ status: 403, body: { code: "cross-site" } });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("runs one check at a time per visitor: a second waits its turn with a clear message, others are not held up", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const check = jest.fn(async (url: URL) => {
      await gate;
      return fakeReport(url.href);
    });
    const deps = { ...fresh(), check };
    const first = handleSiteCheck(request("never-answers.example.com"), limited, deps);
    const second = await handleSiteCheck(request("another.example.com"), limited, deps);
    expect(second).toMatchObject({ status: 429, headers: { "Retry-After": "10" }, body: { code: "one-at-a-time" } });
    expect((second.body as { error: string }).error).toMatch(/still running/);
    // Another visitor is not held up by the first one's slow site.
    const other = handleSiteCheck(request("other.example.com", JSON_ACCEPT, "198.51.100.4"), limited, deps);
    release();
    expect((await first).status).toBe(200);
    expect((await other).status).toBe(200);
    // The turn was given back.
    expect((await handleSiteCheck(request("another.example.com"), limited, deps)).status).toBe(200);
  });

  it("counts an IPv6 visitor by the /56 and /48 around them too, so rotating /64s does not multiply the limit", async () => {
    const check = checked();
    const deps = { ...fresh(), check };
    const env = { SITE_CHECK_RATE_LIMIT: "1" };
    // Two /64s of one /56: one check each (the /64's limit), and the /56's limit (twice) is spent.
    expect((await handleSiteCheck(request("a.example.com", JSON_ACCEPT, "2001:db8:1:100::1"), env, deps)).status).toBe(
      200,
    );
    expect((await handleSiteCheck(request("b.example.com", JSON_ACCEPT, "2001:db8:1:101::1"), env, deps)).status).toBe(
      200,
    );
    const third = await handleSiteCheck(request("c.example.com", JSON_ACCEPT, "2001:db8:1:102::1"), env, deps);
    expect(third).toMatchObject({ status: 429, body: { code: "rate-limited" } });
    // Another /56 of the same /48 still has its own room, up to the /48's (four times).
    expect((await handleSiteCheck(request("d.example.com", JSON_ACCEPT, "2001:db8:1:200::1"), env, deps)).status).toBe(
      200,
    );
    expect((await handleSiteCheck(request("e.example.com", JSON_ACCEPT, "2001:db8:1:300::1"), env, deps)).status).toBe(
      200,
    );
    expect((await handleSiteCheck(request("f.example.com", JSON_ACCEPT, "2001:db8:1:400::1"), env, deps)).status).toBe(
      429,
    );
    // Another /48 is another visitor.
    expect((await handleSiteCheck(request("g.example.com", JSON_ACCEPT, "2001:db8:2::1"), env, deps)).status).toBe(200);
  });

  it("says once, loudly, that the limits are per instance when production has no REDIS_URL", async () => {
    const check = checked();
    const production = { CONTEXT: "production", SITE_CHECK_RATE_LIMIT: "10" };
    for (const host of ["a", "b"])
      expect((await handleSiteCheck(request(`${host}.example.com`), production, { ...fresh(), check })).status).toBe(
        200,
      );
    expect(log.mock.calls.filter(([level]) => level === "error")).toEqual([
      ["error", expect.stringMatching(/REDIS_URL is not set in production: .*per Function instance/) as string],
    ]);
    log.mockClear();
    await handleSiteCheck(request("c.example.com"), limited, { ...fresh(), check });
    expect(log.mock.calls.filter(([level]) => level === "error")).toEqual([]);
  });
});
