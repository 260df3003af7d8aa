/**
 * What each AI bot is served (issue 56), against a local stand-in site that answers each crawler
 * differently: the table's rows, the owner's choices never counted against them, Cloudflare named
 * only on Cloudflare's signs, the bytes each answer may take, the check's deadline when every
 * crawler's ask hangs, and the table in the JSON's schema and on the report's page without script.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { answeredReportSchema, botTableSchema } from "../api-schema";
import { BOT_BYTES, BOTS_AT_ONCE, type BotRow } from "../bots";
import { PAGES_BYTES } from "../pages";
import { FALLBACK_COPY } from "../report-copy";
import { ReportView } from "../report-view";
import { checkSite, type CheckReport } from "../run";
import type { FixtureSite, Route } from "./fixture-site";
import { projectWords } from "./project-words";
import { withSite, words } from "./site";

const WORDS = projectWords();
const CRAWLERS = WORDS.bots?.crawlers ?? [];

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Harbour plumbing</title></head><body><h1>Plumbing</h1><p>${body}</p></body></html>`;
const FULL = page(words(400));

/** The crawler a request names, by its token in the User-Agent, or undefined for anyone else. */
const crawlerOf = (userAgent: string | undefined): string | undefined =>
  CRAWLERS.find((c) => (userAgent ?? "").includes(c.userAgent))?.name;

/** A page that answers each crawler as `answers` says, and everyone else the full page. */
const perBot =
  (answers: Record<string, Route>): Route =>
  (req, res) => {
    const answer = answers[crawlerOf(req.headers["user-agent"]) ?? ""];
    if (answer) answer(req, res);
    else res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(FULL);
  };

const ROBOTS = "User-agent: CCBot\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n";
const robots: Route = (_req, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end(ROBOTS);

const check = (site: FixtureSite, deadlineMs = 5_000): Promise<CheckReport> =>
  checkSite(new URL(`${site.origin}/`), {
    userAgent: "HarbourAISEO-SiteCheck/1.0 (test)",
    allowHosts: new Set([site.hostPort]),
    deadlineMs,
    words: WORDS,
    morePages: true,
    bots: true,
  });

const row = (report: CheckReport, name: string): BotRow => {
  const found = report.bots?.rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

const asked = (site: FixtureSite, name: string) =>
  site.requests.filter((r) => r.path === "/" && crawlerOf(r.headers["user-agent"]) === name).length;

describe("what each AI bot is served", () => {
  it("lists every crawler of data/site-check.yaml, each with its owner's documentation", () => {
    expect(CRAWLERS.map((c) => c.name)).toEqual([
      "OAI-SearchBot",
      "ChatGPT-User",
      "GPTBot",
      "Claude-SearchBot",
      "Claude-User",
      "ClaudeBot",
      "PerplexityBot",
      "Perplexity-User",
      "Googlebot",
      "Bingbot",
      "Applebot",
    ]);
    for (const crawler of CRAWLERS) {
      expect(crawler.userAgent).toContain(crawler.name === "Bingbot" ? "bingbot" : crawler.name);
      expect(crawler.source.url).toMatch(/^https:\/\//);
    }
  });

  it("reports robots.txt's choice, a refusal, a Cloudflare challenge and thin text, row by row", async () => {
    await withSite(
      {
        "/robots.txt": robots,
        "/": perBot({
          // robots.txt keeps GPTBot out: its 403 is never asked for, and never counted.
          GPTBot: (_req, res) => res.writeHead(403, { "Content-Type": "text/plain" }).end("Forbidden"),
          ClaudeBot: (_req, res) =>
            res
              .writeHead(403, { "Content-Type": "text/html", Server: "cloudflare", "CF-RAY": "8f1e2d3c4b5a6978-SYD" })
              .end(
                '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
              ),
          PerplexityBot: (_req, res) =>
            res
              .writeHead(403, { "Content-Type": "text/plain", Server: "cloudflare", "CF-RAY": "8f1e2d3c4b5a6979-SYD" })
              .end("error code: 1010"),
          Bingbot: (_req, res) =>
            res.writeHead(429, { "Content-Type": "text/plain", "Retry-After": "60" }).end("Slow down"),
          "OAI-SearchBot": (_req, res) =>
            res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(words(20))),
        }),
      },
      async (site) => {
        const report = await check(site);
        expect(report.score).not.toBeNull();
        expect(report.bots?.rows.map((r) => r.name)).toEqual(CRAWLERS.map((c) => c.name));
        const said = WORDS.bots;
        if (!said) throw new Error("no bot words");

        // The owner's choice: reported as such, a pass, and not asked for.
        expect(row(report, "GPTBot")).toMatchObject({
          robots: "disallowed",
          robotsLabel: said.robots.disallowed,
          outcome: "choice",
          status: "pass",
        });
        expect(row(report, "GPTBot").answer).toBeUndefined();
        expect(row(report, "GPTBot").action).toBeUndefined();
        expect(asked(site, "GPTBot")).toBe(0);

        // A challenge from Cloudflare to a crawler robots.txt lets in: found, with Cloudflare's setting named.
        const claude = row(report, "ClaudeBot");
        expect(claude).toMatchObject({
          robots: "allowed",
          outcome: "challenged",
          // A training crawler: worth knowing, not a fail.
          status: "warn",
          answer: { status: 403, wall: "Cloudflare" },
        });
        expect(claude.detail).toContain("Cloudflare");
        expect(claude.action).toContain("Block AI bots");
        expect(claude.setting?.sources.map((s) => s.publisher)).toContain("Cloudflare");

        // A plain 403 with Cloudflare's headers to a search crawler: a fail, naming the sign.
        const perplexity = row(report, "PerplexityBot");
        expect(perplexity).toMatchObject({ outcome: "refused", status: "fail", answer: { status: 403 } });
        expect(perplexity.detail).toContain("403");
        expect(perplexity.action).toContain("server: cloudflare");

        // A refusal without Cloudflare's signs: the general advice, no Cloudflare named.
        const bing = row(report, "Bingbot");
        expect(bing).toMatchObject({ outcome: "refused", status: "fail", answer: { status: 429 } });
        expect(bing.action).toBe(said.action);
        expect(bing.action).not.toContain("Cloudflare");
        expect(bing.setting).toBeUndefined();

        // Much less text than our own fetch got.
        const search = row(report, "OAI-SearchBot");
        expect(search).toMatchObject({ outcome: "less-text", status: "warn" });
        expect(search.answer?.words).toBeLessThan(40);

        // Everyone else was served the page, each row citing its owner's documentation.
        for (const name of [
          "ChatGPT-User",
          "Claude-SearchBot",
          "Claude-User",
          "Perplexity-User",
          "Googlebot",
          "Applebot",
        ]) {
          expect(row(report, name)).toMatchObject({ outcome: "served", status: "pass", answer: { status: 200 } });
          expect(row(report, name).action).toBeUndefined();
          expect(asked(site, name)).toBe(1);
        }
        for (const r of report.bots?.rows ?? []) expect(r.evidence.kind).toBe("documented");
        expect(row(report, "Googlebot").evidence.source.url).toBe(
          "https://developers.google.com/search/docs/crawling-indexing/googlebot",
        );
        expect(report.bots?.ipNote).toMatch(/IP address/);

        // The score is the findings' alone: the table changes nothing in it.
        const without = await checkSite(new URL(`${site.origin}/`), {
          userAgent: "HarbourAISEO-SiteCheck/1.0 (test)",
          allowHosts: new Set([site.hostPort]),
          deadlineMs: 5_000,
          words: WORDS,
          morePages: true,
        });
        expect(without.bots).toBeUndefined();
        expect(report.score).toBe(without.score);

        // The JSON is what the OpenAPI schema and MCP's output schema describe.
        expect(botTableSchema.safeParse(report.bots).success).toBe(true);
        expect(answeredReportSchema.safeParse(JSON.parse(JSON.stringify(report))).success).toBe(true);

        // The report's page, drawn on the server (no script needed), shows the table.
        const markup = renderToStaticMarkup(createElement(ReportView, { report, copy: FALLBACK_COPY }));
        expect(markup).toContain(said.title);
        expect(markup).toContain('data-bot="ClaudeBot" data-outcome="challenged"');
        expect(markup).toContain('data-bot="GPTBot" data-outcome="choice"');
        expect(markup).toContain(said.robots.disallowed.replace("(", "("));
        expect(markup).toContain("IP address");
      },
    );
  });

  it("reads at most BOT_BYTES of each crawler's answer, within the bytes the check's pages share", async () => {
    const huge = page(words(300_000)); // about 2.4 MB
    await withSite(
      {
        "/robots.txt": robots,
        "/": (req, res) =>
          crawlerOf(req.headers["user-agent"])
            ? res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(huge)
            : res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(FULL),
      },
      async (site) => {
        const report = await check(site);
        const answers = (report.bots?.rows ?? []).flatMap((r) => (r.answer ? [r.answer] : []));
        expect(answers.length).toBe(CRAWLERS.length - 1);
        for (const answer of answers) expect(answer.bytes).toBeLessThanOrEqual(BOT_BYTES);
        const total = answers.reduce((sum, a) => sum + a.bytes, 0);
        expect(total).toBeLessThanOrEqual(10 * BOT_BYTES);
        expect(total).toBeLessThan(PAGES_BYTES);
        // The same first bytes compared on both sides: no "less text" from a cap.
        for (const r of report.bots?.rows ?? []) expect(r.outcome).not.toBe("less-text");
      },
    );
    // Eleven crawlers each sent 2.4 MB: a second or two here, more beside CI's builds and browsers
    // (5 s, Jest's default, was once not enough there). The check's own deadlines bound it.
  }, 30_000);

  it("still answers within its deadline when every crawler's ask hangs, naming none as a fault", async () => {
    const hanging: Route = () => undefined;
    await withSite(
      {
        "/robots.txt": robots,
        "/": (req, res) => {
          if (crawlerOf(req.headers["user-agent"])) hanging(req, res);
          else res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(FULL);
        },
      },
      async (site) => {
        const deadlineMs = 2_000;
        const began = Date.now();
        const report = await check(site, deadlineMs);
        const took = Date.now() - began;
        expect(took).toBeLessThan(deadlineMs + 1_000);
        expect(report.score).not.toBeNull();
        const rows = report.bots?.rows ?? [];
        expect(row(report, "GPTBot").outcome).toBe("choice");
        for (const r of rows.filter((x) => x.name !== "GPTBot")) {
          expect(r).toMatchObject({ outcome: "not-fetched", status: null });
          expect(r.action).toBeUndefined();
        }
        // Never more than BOTS_AT_ONCE asked at a time: with every ask hanging, at most that many were sent.
        const sent = site.requests.filter((r) => r.path === "/" && crawlerOf(r.headers["user-agent"])).length;
        expect(sent).toBeLessThanOrEqual(BOTS_AT_ONCE);
      },
    );
  });
});
