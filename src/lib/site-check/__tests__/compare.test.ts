/**
 * Compare with competitors (issue 47): up to two more addresses checked beside the visitor's, in
 * one report, against three local stand-in sites (SITE_CHECK_ALLOW_HOSTS); a comparison counts as
 * one check per site against fair use, in the rate limit and in the running checks' slots.
 */
import { createMemoryRateLimiter } from "../../platform/rate-limit";
import { FetchFailure } from "../fetcher";
import { handleSiteCheck, MAX_CONCURRENT, resetSiteCheck, type SiteCheckRequest } from "../handler";
import type { CheckReport, SiteReport } from "../run";
import { html, startFixtureSite, text, type FixtureSite } from "./fixture-site";
import { projectWords } from "./project-words";

const JSON_ACCEPT = { accept: "application/json" };
const HTML_ACCEPT = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const log = jest.fn();
const words = projectWords();

function request(
  query: Record<string, string>,
  headers: Record<string, string> = JSON_ACCEPT,
  clientAddress = "203.0.113.9",
): SiteCheckRequest {
  return { method: "GET", headers, query, clientAddress };
}

const fakeReport = (url: string): CheckReport => ({
  address: url,
  url,
  checkedAt: "2026-11-25T10:00:00.000Z",
  score: 80,
  categories: [],
  findings: [],
});
const checked = () => jest.fn((url: URL) => Promise.resolve(fakeReport(url.href)));

const page = (title: string, extra = "") =>
  html(
    `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="A stand-in site for the comparison's tests, long enough to be a description."></head><body><h1>${title}</h1>${extra}<p>${"word ".repeat(300)}</p></body></html>`,
  );

let own: FixtureSite;
let rival: FixtureSite;
let blocked: FixtureSite;
beforeAll(async () => {
  own = await startFixtureSite({
    "/": page(
      "Our business",
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Our business","telephone":"+61 2 0000 0000"}</script>`,
    ),
    "/robots.txt": text("User-agent: *\nAllow: /\n"),
  });
  rival = await startFixtureSite({
    "/": page("A rival"),
    "/robots.txt": text("User-agent: *\nAllow: /\n"),
  });
  // Search crawlers are refused: a much lower score.
  blocked = await startFixtureSite({
    "/": page("A blocked rival"),
    "/robots.txt": text("User-agent: *\nDisallow: /\n"),
  });
});
afterAll(async () => {
  await Promise.all([own.close(), rival.close(), blocked.close()]);
});
beforeEach(() => {
  resetSiteCheck();
  log.mockReset();
});

const allEnv = () => ({
  SITE_CHECK_ALLOW_HOSTS: [own, rival, blocked].map((s) => s.hostPort).join(","),
  SITE_CHECK_RATE_LIMIT: "off",
});

describe("compare with competitors", () => {
  it("checks up to two more sites beside the visitor's, each as a check of its own, in one report", async () => {
    const result = await handleSiteCheck(
      request({ url: `${own.origin}/`, compare1: `${rival.origin}/`, compare2: blocked.origin }),
      allEnv(),
      { log, words },
    );
    expect(result.status).toBe(200);
    const report = result.body as CheckReport;
    expect(report.url).toBe(`${own.origin}/`);
    const compared = report.compared as SiteReport[];
    expect(compared.map((site) => site.url)).toEqual([`${rival.origin}/`, `${blocked.origin}/`]);
    // Each site has its own score, categories and findings, judged by the same checks.
    const ids = report.findings.map((f) => f.id);
    for (const site of compared) {
      expect(site.findings.map((f) => f.id)).toEqual(ids);
      expect(site.categories.map((c) => c.id)).toEqual(report.categories.map((c) => c.id));
    }
    expect(report.score).toBeGreaterThan(compared[0]?.score ?? 100);
    expect(compared[0]?.score).toBeGreaterThan(compared[1]?.score ?? 100);
    expect(compared[1]?.findings.find((f) => f.id === "crawlers-search")?.status).toBe("fail");
    // The visitor's site is checked on a few pages; a competitor on its one page, within one check's budget.
    expect(report.pages?.[0]?.url).toBe(`${own.origin}/`);
    for (const site of compared) expect(site.pages).toBeUndefined();
    // Each site was fetched the same way: its page and its files, under the check's User-Agent.
    for (const site of [own, rival, blocked]) {
      expect(site.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/robots.txt", "/llms.txt"]));
      // The visitor's own page is also asked for as each crawler of the bot table; a competitor's never.
      const ours = site.requests.filter((r) => /^HarbourAISEO-SiteCheck\/1\.0 /.test(r.headers["user-agent"] ?? ""));
      expect(site.requests.length - ours.length).toBe(site === own ? (report.bots?.rows.length ?? -1) : 0);
    }
    expect(report.bots?.rows).toHaveLength(11);
    for (const site of compared) expect(site.bots).toBeUndefined();
    // The agent's walk and the disagreements are the visitor's own site's too.
    expect(report.walk?.steps[0]?.url).toBe(`${own.origin}/`);
    for (const site of compared) expect([site.walk, site.disagreements]).toEqual([undefined, undefined]);
  });

  it("shows the three scores side by side and the tables on the page a form without JavaScript gets", async () => {
    const result = await handleSiteCheck(
      request({ url: `${own.origin}/`, compare1: `${rival.origin}/`, compare2: `${blocked.origin}/` }, HTML_ACCEPT),
      allEnv(),
      { log, words, frame: null },
    );
    expect(result.status).toBe(200);
    const body = result.body as string;
    expect(body).toContain('<section class="sc-compare"');
    expect(body.match(/<li class="sc-rival[^"]*"/g)).toHaveLength(3);
    expect(body).toContain("<caption>Score by category</caption>");
    expect(body).toContain("<caption>Check by check</caption>");
    // Native table cells, with their scope and no ARIA roles (the HTML checker's rule).
    expect(body).toContain('<th scope="row">Search crawlers may read the page</th>');
    expect(body).not.toMatch(/<(table|tr|th|td)\b[^>]*\brole=/);
    // Each site named, its host wrapping after a dot or colon in a phone's narrow column, never mid-word.
    for (const site of [own, rival, blocked])
      expect(body).toContain(`<span class="sc-host">${site.hostPort.replace(/(?<=[.:])/g, "<wbr/>")}</span>`);
    // The enquiry from it carries all three addresses.
    expect(body).toContain(
      `checkCompared=${encodeURIComponent(`${rival.origin}/ ${blocked.origin}/`).replaceAll("%20", "+")}`,
    );
  });

  it("counts as three checks against fair use; one that would pass the limit is refused and costs nothing", async () => {
    const check = checked();
    const deps = { log, check, words, rateLimiter: createMemoryRateLimiter({ windowSeconds: 3600 }) };
    const env = { SITE_CHECK_RATE_LIMIT: "7" };
    const compare = { url: "mine.example.com", compare1: "theirs.example.com", compare2: "others.example.com" };
    expect((await handleSiteCheck(request(compare), env, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(3);
    // The same comparison again is the kept one, not fetched again but counted (three more); the
    // visitor's own site alone is a new check.
    expect((await handleSiteCheck(request(compare), env, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(3);
    expect((await handleSiteCheck(request({ url: "mine.example.com" }), env, deps)).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(4);
    // Seven of seven used.
    expect((await handleSiteCheck(request({ url: "more.example.com" }), env, deps)).status).toBe(429);

    // Another visitor with two checks left: a comparison (three) is refused and says why…
    const other = (query: Record<string, string>) =>
      handleSiteCheck(request(query, JSON_ACCEPT, "198.51.100.4"), env, deps);
    for (const host of ["a", "b", "g", "h", "i"])
      expect((await other({ url: `${host}.example.com` })).status).toBe(200);
    const refused = await other({ url: "c.example.com", compare1: "d.example.com", compare2: "e.example.com" });
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(/A comparison counts as 3 checks/);
    // …and the refusal cost nothing: the two left are still there.
    expect((await other({ url: "c.example.com", compare1: "d.example.com" })).status).toBe(200);
    expect((await other({ url: "f.example.com" })).status).toBe(429);
  });

  it("takes one of the running checks' slots per site", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const check = jest.fn(async (url: URL) => {
      await gate;
      return fakeReport(url.href);
    });
    const env = { SITE_CHECK_RATE_LIMIT: "off" };
    // Two single checks leave MAX_CONCURRENT - 2 slots, fewer than a comparison of three needs.
    const running = Array.from({ length: MAX_CONCURRENT - 2 }, (_, i) =>
      handleSiteCheck(request({ url: `site${i}.example.com` }), env, { log, check, words }),
    );
    const busy = await handleSiteCheck(
      request({ url: "mine.example.com", compare1: "theirs.example.com", compare2: "others.example.com" }),
      env,
      { log, check, words },
    );
    expect(busy).toMatchObject({ status: 503, body: { code: "busy" } });
    // The slots it could take were given back: a single check still runs beside the two.
    const single = handleSiteCheck(request({ url: "single.example.com" }), env, { log, check, words });
    release();
    expect((await Promise.all([...running, single])).map((r) => r.status)).toEqual(Array(MAX_CONCURRENT - 1).fill(200));
    expect(check).toHaveBeenCalledTimes(MAX_CONCURRENT - 1);
  });

  it("refuses a competitor's address at its field, checking and counting nothing", async () => {
    const check = checked();
    const rateLimiter = createMemoryRateLimiter({ windowSeconds: 3600 });
    const deps = { log, check, words, rateLimiter };
    const env = { SITE_CHECK_RATE_LIMIT: "1" };
    const scheme = await handleSiteCheck(
      request({ url: "mine.example.com", compare1: "ftp://theirs.example.com/" }),
      env,
      deps,
    );
    expect(scheme).toMatchObject({ status: 400, body: { code: "scheme", field: "compare1" } });
    const same = await handleSiteCheck(
      request({ url: "mine.example.com", compare1: "theirs.example.com", compare2: "https://MINE.example.com/?a=1" }),
      env,
      deps,
    );
    expect(same).toMatchObject({
      status: 400,
      body: {
        code: "same-address",
        field: "compare2",
        error: expect.stringMatching(/already in the comparison/) as string,
      },
    });
    const twice = await handleSiteCheck(
      request({ url: "mine.example.com", compare1: "theirs.example.com", compare2: "theirs.example.com" }),
      env,
      deps,
    );
    expect(twice).toMatchObject({ status: 400, body: { field: "compare2" } });
    expect(check).not.toHaveBeenCalled();
    // Blank fields are no comparison: the one check allowed is still there.
    expect(
      (await handleSiteCheck(request({ url: "mine.example.com", compare1: " ", compare2: "" }), env, deps)).status,
    ).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("without JavaScript, gives the refusal at the field, with every address as typed", async () => {
    const result = await handleSiteCheck(
      request(
        { url: "mine.example.com", compare1: "theirs.example.com", compare2: "http://theirs.example.com:8080/" },
        HTML_ACCEPT,
      ),
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, words, frame: null, check: checked() },
    );
    expect(result.status).toBe(400);
    const body = result.body as string;
    expect(body).toContain('<details class="sc-compare-fields" open="">');
    expect(body).toContain('value="theirs.example.com"');
    const field = /<input id="sc-compare2"[^>]*>/.exec(body)?.[0] ?? "";
    expect(field).toContain('value="http://theirs.example.com:8080/"');
    expect(field).toContain('aria-describedby="sc-compare2-error"');
    expect(field).toContain('aria-invalid="true"');
    expect(/<input id="sc-compare1"[^>]*>/.exec(body)?.[0]).not.toContain("aria-invalid");
    expect(body).toMatch(/<span class="sc-field-error" id="sc-compare2-error">[^<]*port/);
  });

  it("names a competitor that could not be fetched in its place, and keeps the visitor's report", async () => {
    const check = jest.fn((url: URL) =>
      url.host === "down.example.com"
        ? Promise.reject(new FetchFailure("down.example.com did not answer in time.", true))
        : Promise.resolve(fakeReport(url.href)),
    );
    const result = await handleSiteCheck(
      request({ url: "mine.example.com", compare1: "down.example.com", compare2: "up.example.com" }),
      { SITE_CHECK_RATE_LIMIT: "off" },
      { log, check, words },
    );
    expect(result.status).toBe(200);
    const report = result.body as CheckReport;
    expect(report.score).toBe(80);
    expect(report.compared).toEqual([
      { address: "https://down.example.com/", error: "down.example.com did not answer in time." },
      expect.objectContaining({ url: "https://up.example.com/", score: 80 }),
    ]);
  });

  it("answers a single check as before, with its pages, when no competitor is given", async () => {
    const result = await handleSiteCheck(request({ url: `${own.origin}/` }), allEnv(), { log, words });
    expect(Object.keys(result.body as object)).toEqual([
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
  });
});
