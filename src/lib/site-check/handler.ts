/**
 * GET (or a form's POST) /api/site-check?url=… without a framework: src/api/site-check.ts adapts
 * Gatsby's request and response to this. With `Accept: application/json` (the island) it answers
 * the report as JSON; otherwise (the page's form without JavaScript) a whole HTML report page.
 *
 * Fair use: each visitor may run SITE_CHECK_RATE_LIMIT checks an hour (default 10; `off` for
 * tests) through the contact form's limiter (shared through Redis when REDIS_URL is set, under
 * its own keys); a report is reused for CACHE_MS per address; at most MAX_CONCURRENT checks run at
 * once in an instance. Nothing is stored: the cache lives in the instance's memory.
 */
import { Refusal, parseAllowHosts, targetUrl } from "./address";
import { FetchFailure } from "./fetcher";
import { checkSite, type CheckReport } from "./run";
import { reportPage } from "./report-page";
import type { ReportCopy } from "./report-markup";
import { siteCheckLimit, siteCheckLimiter } from "./limit";
import { visitorKey, type RateLimiter } from "../contact/rate-limit";
import { setting, type Env } from "../env";
import { consoleLogger, header, withDeadline, type FunctionResult, type HttpRequest, type Logger } from "../http";
import { SITE_URL } from "../site-url";

export const CHECK_PAGE = "/ai-search-check/";
export const CHECK_API = "/api/site-check";
/** Names the site and the page that explains the check, so a site owner who sees it in a log knows who and why. */
export const USER_AGENT = `HarbourAISEO-SiteCheck/1.0 (+${SITE_URL}${CHECK_PAGE})`;
export const CACHE_MS = 10 * 60 * 1000;
const MAX_CACHED = 500;
export const MAX_CONCURRENT = 4;
/** The rate limit may take this long to decide; past it the check goes ahead. */
const RATE_LIMIT_DEADLINE_MS = 1_500;

export interface SiteCheckRequest extends HttpRequest {
  /** A form post's fields (url), when the adapter parsed them. */
  body?: unknown;
  clientAddress?: string;
}

export interface SiteCheckDeps {
  rateLimiter?: RateLimiter;
  log?: Logger;
  now?: () => Date;
  copy?: ReportCopy;
  /** Runs the check (tests replace it). */
  check?: typeof checkSite;
}

export type SiteCheckError = { error: string; code: string };

const defaultLog = consoleLogger("site-check");
const cache = new Map<string, { at: number; report: CheckReport }>();
let running = 0;
let allowWarned = false;

/** Empties the cache and the count of running checks (tests). */
export function resetSiteCheck(): void {
  cache.clear();
  running = 0;
  allowWarned = false;
}

function wantsJson(request: HttpRequest): boolean {
  const accept = header(request, "accept")?.toLowerCase() ?? "";
  return accept.includes("application/json") && !accept.startsWith("text/html");
}

function addressOf(request: SiteCheckRequest): string | undefined {
  if (request.query.url !== undefined) return request.query.url;
  const body = request.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, "url")) {
    const value = (body as Record<string, unknown>).url;
    return typeof value === "string" ? value : undefined;
  }
  if (typeof body === "string") return new URLSearchParams(body).get("url") ?? undefined;
  return undefined;
}

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
} as const;

function fromCache(key: string, now: number): CheckReport | undefined {
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (now - hit.at > CACHE_MS) {
    cache.delete(key);
    return undefined;
  }
  return hit.report;
}

function remember(key: string, report: CheckReport, now: number): void {
  cache.set(key, { at: now, report });
  // Maps keep insertion order: the oldest goes first.
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value ?? "");
}

export async function handleSiteCheck(
  request: SiteCheckRequest,
  env: Env,
  deps: SiteCheckDeps = {},
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  const json = wantsJson(request);
  const typed = addressOf(request);
  const answer = (
    status: number,
    body: CheckReport | SiteCheckError,
    extra: Record<string, string> = {},
  ): FunctionResult => {
    if (json) return { status, headers: { ...JSON_HEADERS, ...extra }, body };
    const page = reportPage("findings" in body ? { report: body } : { error: body.error, typed }, deps.copy);
    return { status, headers: { ...page.headers, ...extra }, body: page.body };
  };
  try {
    const method = request.method.toUpperCase();
    if (method !== "GET" && method !== "POST")
      return answer(405, { error: "Use GET or a form post.", code: "method" }, { Allow: "GET, POST" });
    const allowHostsRaw = setting(env, "SITE_CHECK_ALLOW_HOSTS");
    if (allowHostsRaw && setting(env, "CONTEXT") === "production" && !allowWarned) {
      allowWarned = true;
      log(
        "warn",
        `SITE_CHECK_ALLOW_HOSTS is set in production (${allowHostsRaw}): the check may fetch those hosts whatever their address. It is meant for tests; unset it.`,
      );
    }
    if (typed === undefined || typed.trim() === "") {
      if (!json) return { status: 303, headers: { "Cache-Control": "no-store" }, location: CHECK_PAGE };
      return answer(400, { error: "Type your website's address, for example yourbusiness.com.au.", code: "invalid" });
    }
    const allowHosts = parseAllowHosts(allowHostsRaw);
    const target = targetUrl(typed, allowHosts);
    const now = (deps.now ?? (() => new Date()))().getTime();
    const cached = fromCache(target.href, now);
    if (cached) return answer(200, cached);

    const limit = siteCheckLimit(env);
    if (limit !== undefined) {
      const limiter = deps.rateLimiter ?? siteCheckLimiter(env, log);
      const decision = await withDeadline(
        limiter.hit(visitorKey(request.clientAddress), limit),
        RATE_LIMIT_DEADLINE_MS,
        () => undefined,
      ).catch(() => undefined);
      if (decision && !decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
        return answer(
          429,
          {
            error: `You have run ${limit} checks in the last hour, the most we allow. Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`,
            code: "rate-limited",
          },
          { "Retry-After": String(decision.retryAfterSeconds) },
        );
      }
    }
    if (running >= MAX_CONCURRENT) {
      return answer(
        503,
        { error: "Several checks are running just now. Try again in a few seconds.", code: "busy" },
        { "Retry-After": "5" },
      );
    }
    running += 1;
    try {
      const report = await (deps.check ?? checkSite)(target, { userAgent: USER_AGENT, allowHosts, now: deps.now });
      remember(target.href, report, now);
      log("info", `checked ${new URL(report.url).host}: ${report.score}`);
      return answer(200, report);
    } finally {
      running -= 1;
    }
  } catch (error) {
    if (error instanceof Refusal) return answer(error.status, { error: error.message, code: error.code });
    if (error instanceof FetchFailure)
      return answer(error.timedOut ? 504 : 502, {
        error: `${error.message} Check the address and that the site is up, then try again.`,
        code: error.timedOut ? "timeout" : "unreachable",
      });
    log("error", `unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return answer(500, { error: "Something went wrong on our side. Please try again shortly.", code: "unexpected" });
  }
}
