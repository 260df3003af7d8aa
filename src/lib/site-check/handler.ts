/**
 * GET (or a form's POST) /api/site-check?url=… without a framework: src/api/site-check.ts adapts
 * Gatsby's request and response to this. With `Accept: application/json` (the island) it answers
 * the report as JSON; otherwise (the page's form without JavaScript) a whole HTML report page.
 *
 * Fair use, shared by every instance when REDIS_URL is set (fair-use.ts, limit.ts): each visitor
 * may run SITE_CHECK_RATE_LIMIT checks an hour (default 10; `off` for tests); a report is reused
 * for 10 minutes per normalised address (its query and fragment dropped, so neither bypasses it);
 * at most MAX_CONCURRENT checks run at once, and one at a time per visitor. An IPv6 visitor is
 * counted by their /64 and, at wider limits, the /56 and /48 around it (platform/rate-limit.ts).
 * In production, a limit or store that cannot answer refuses the check (503 with Retry-After)
 * rather than let it through uncounted, SITE_CHECK_ALLOW_HOSTS (which lets the fetcher reach any
 * address of those hosts) is refused, and running without REDIS_URL is logged once, loudly.
 *
 * A report id is its holder's: a reused report is kept again under a new id for each visitor who
 * asks (each counted as a check), so a link is never shared with a stranger, and a re-check
 * (`previous=`) must name a kept report of the same address. A check is started only from the
 * site's own pages or by a program: another site's form post is refused, and another site's link
 * (`Sec-Fetch-Site: cross-site`) is shown the form, filled in, to confirm.
 */
import { Refusal, parseAllowHosts, targetUrl } from "./address";
import { FetchFailure, parseDnsServers } from "./fetcher";
import { checkSite, type CheckReport } from "./run";
import { compareSites, competitorTargets, CompetitorRefusal, typedCompetitors, type CompareField } from "./compare";
import { builtCopy, reportPage, type ReportFrame } from "./report-page";
import type { ReportCopy } from "./report-copy";
import { isReportId, reportPath } from "../content/report-address";
import { isKeptReportOf, reportStoreOf, saveReport, type ReportStoreSource } from "./reports";
import { siteCheckLimit, siteCheckLimiter } from "./limit";
import { memoryStore, redisStore, StoreUnavailable, type FairUseStore, type RedisStore } from "./fair-use";
import type { Words } from "./words";
import { hitVisitor, visitorKey, type RateLimiter } from "../platform/rate-limit";
import { builtContext, setting, type Env } from "../env";
import { handedOver } from "../content/function-data";
import { consoleLogger, type Logger } from "../platform/log";
import { header, type FunctionResult, type HttpRequest } from "../platform/result";
import pTimeout from "p-timeout";
import { within } from "../platform/deadline";
import { isForeignRequest, siteOrigin, siteOrigins, sourceOf } from "../platform/origin";
import { SITE_URL } from "../site-url";

export { CACHE_MS, MAX_CONCURRENT } from "./fair-use";

export const CHECK_PAGE = "/ai-search-check/";
export const CHECK_API = "/api/site-check";
/** Names the site and the page that explains the check, so a site owner who sees it in a log knows who and why. */
export const USER_AGENT = `HarbourAISEO-SiteCheck/1.0 (+${SITE_URL}${CHECK_PAGE})`;
/** The rate limit may take this long to decide. */
const RATE_LIMIT_DEADLINE_MS = 1_500;
/** How long a visitor refused because fair use could not be counted is asked to wait. */
const STORE_RETRY_SECONDS = 30;
/** How long a visitor whose check is still running is asked to wait. */
const TURN_RETRY_SECONDS = 10;
/** Finding the report a re-check names may take this long; past it, the re-check is not linked. */
const PREVIOUS_DEADLINE_MS = 1_500;
/** Keeping a report may take this long; past it the visitor has the report, unkept. */
const SAVE_DEADLINE_MS = 2_000;

export interface SiteCheckRequest extends HttpRequest {
  /** A form post's fields (url), when the adapter parsed them. */
  body?: unknown;
  clientAddress?: string;
}

export interface SiteCheckDeps {
  rateLimiter?: RateLimiter;
  store?: FairUseStore;
  log?: Logger;
  now?: () => Date;
  copy?: ReportCopy;
  /** The findings' words (the build gives the Function data/site-check.yaml's: builtWords). */
  words?: Words;
  /** Runs the check (tests replace it). */
  check?: typeof checkSite;
  /** Where reports are kept (the Functions: the lead store for the settings); without one, none is kept. */
  reports?: ReportStoreSource;
  /** The report page's frame (report-page.ts); by default the one the build wrote in. */
  frame?: ReportFrame | null;
}

/** A report as the check answers it: with its id and page when it was kept. */
export type AnsweredReport = CheckReport & { id?: string; reportUrl?: string };

/** Why there is no report; `field` names the form's field it is about (a competitor's address), when it is one. */
export type SiteCheckError = { error: string; code: string; field?: "url" | CompareField };

const defaultLog = consoleLogger("site-check");
const memory = memoryStore();
const stores = new Map<string, RedisStore>();
let refusalLogged = false;
let perInstanceLogged = false;

/** Empties this instance's cache and count of running checks (tests). */
export function resetSiteCheck(): void {
  memory.reset();
  refusalLogged = false;
  perInstanceLogged = false;
}

/** Closes every Redis connection the check opened (tests). */
export function closeSiteCheckStores(): void {
  for (const store of stores.values()) store.close();
  stores.clear();
}

/** The words the build handed the Function (content/function-data.ts), if it did. */
export const builtWords = (): Words | undefined => handedOver("siteCheckWords");

/** The store for this request's settings: Redis's when REDIS_URL is a redis address, else this instance's memory. */
function storeFor(env: Env, log: Logger): FairUseStore {
  const url = setting(env, "REDIS_URL");
  if (!url || !/^rediss?:\/\/[^/]/i.test(url)) {
    if (isProduction(env) && !perInstanceLogged)
      log(
        "error",
        "REDIS_URL is not set in production: the AI search check's limits, its cache and its running checks are counted per Function instance, so a visitor reaching several instances gets several times the limits. Set REDIS_URL (README, More than one instance).",
      );
    perInstanceLogged = true;
    return memory;
  }
  let store = stores.get(url);
  if (!store) {
    store = redisStore(url, log);
    stores.set(url, store);
  }
  return store;
}

const isProduction = (env: Env): boolean => setting(env, "CONTEXT") === "production" || builtContext() === "production";

/** The address a report is kept under and the check fetches: the typed address without its query or fragment. */
export function normalisedAddress(url: URL): URL {
  const address = new URL(url.href);
  address.search = "";
  address.hash = "";
  return address;
}

function wantsJson(request: HttpRequest): boolean {
  const accept = header(request, "accept")?.toLowerCase() ?? "";
  return accept.includes("application/json") && !accept.startsWith("text/html");
}

/** A field of the request: from its query, else from a form post's fields. */
function fieldOf(request: SiteCheckRequest, name: string): string | undefined {
  if (request.query[name] !== undefined) return request.query[name];
  const body = request.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, name)) {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  }
  if (typeof body === "string") return new URLSearchParams(body).get(name) ?? undefined;
  return undefined;
}

const addressOf = (request: SiteCheckRequest): string | undefined => fieldOf(request, "url");

export const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
} as const;

const UNEXPECTED = "Something went wrong on our side. Please try again shortly.";

/**
 * Keeps the report (reports.ts) and gives it its id; without a store, or when keeping it fails or
 * takes too long, the visitor still has the report, without an id (the log says why).
 */
async function keep(
  report: CheckReport,
  previous: string | undefined,
  env: Env,
  deps: SiteCheckDeps,
  log: Logger,
): Promise<AnsweredReport> {
  try {
    const store = await reportStoreOf(deps.reports, env);
    if (!store) return report;
    const id = await pTimeout(saveReport(store, report, previous), within(SAVE_DEADLINE_MS));
    return { ...report, id };
  } catch (error) {
    log("warn", `the report was not kept: ${error instanceof Error ? error.message : String(error)}`);
    return report;
  }
}

/**
 * `count` slots to run checks in, with one release for all of them; undefined (and none held)
 * when fewer are free.
 */
async function slots(
  count: number,
  acquire: () => Promise<(() => Promise<void>) | undefined>,
): Promise<(() => Promise<void>) | undefined> {
  const held: Array<() => Promise<void>> = [];
  const releaseAll = async () => {
    await Promise.all(held.map((release) => release()));
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const release = await acquire();
      if (!release) {
        await releaseAll();
        return undefined;
      }
      held.push(release);
    }
  } catch (error) {
    await releaseAll();
    throw error;
  }
  return releaseAll;
}

/**
 * The report a re-check names (`previous=`): its id when it is a kept report of the same address,
 * undefined when none is named (or the store cannot say in time: the re-check is then not linked),
 * false when the id is not such a report.
 */
async function previousReport(
  named: string | undefined,
  target: URL,
  env: Env,
  deps: SiteCheckDeps,
  log: Logger,
): Promise<string | false | undefined> {
  if (named === undefined || named === "") return undefined;
  if (!isReportId(named)) return false;
  try {
    const store = await reportStoreOf(deps.reports, env);
    if (!store) return false;
    return (await pTimeout(isKeptReportOf(store, named, target.href), within(PREVIOUS_DEADLINE_MS))) ? named : false;
  } catch (error) {
    log(
      "warn",
      `the re-checked report could not be looked up: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

export async function handleSiteCheck(
  request: SiteCheckRequest,
  env: Env,
  deps: SiteCheckDeps = {},
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  const json = wantsJson(request);
  const typed = addressOf(request);
  const competitors = typedCompetitors((field) => fieldOf(request, field));
  const copy = deps.copy ?? builtCopy();
  const site = siteOrigin(env);
  const origin = "origin" in site ? site.origin : undefined;
  const answer = (
    status: number,
    body: AnsweredReport | SiteCheckError,
    extra: Record<string, string> = {},
  ): FunctionResult => {
    const kept = "findings" in body && body.id !== undefined ? body.id : undefined;
    if (json)
      return {
        status,
        headers: { ...JSON_HEADERS, ...extra },
        body: kept === undefined ? body : { ...body, reportUrl: `${origin ?? ""}${reportPath(kept)}` },
      };
    // A kept report has its own page: the form sent without JavaScript goes there.
    if (kept !== undefined)
      return { status: 303, headers: { "Cache-Control": "no-store", ...extra }, location: reportPath(kept) };
    const page = reportPage(
      "findings" in body
        ? { report: body }
        : {
            error: body.error,
            typed,
            compared: competitors,
            ...(body.field !== undefined ? { field: body.field } : {}),
          },
      {
        ...(deps.copy ? { copy: deps.copy } : {}),
        ...(deps.frame !== undefined ? { frame: deps.frame } : {}),
        ...(origin ? { origin } : {}),
      },
    );
    return { status, headers: { ...page.headers, ...extra }, body: page.body };
  };
  const resting = () =>
    answer(
      503,
      {
        error: "The check cannot count fair use just now, so it is resting. Please try again in a minute.",
        code: "unavailable",
      },
      { "Retry-After": String(STORE_RETRY_SECONDS) },
    );
  try {
    const method = request.method.toUpperCase();
    if (method !== "GET" && method !== "POST")
      return answer(405, { error: "Use GET or a form post.", code: "method" }, { Allow: "GET, POST" });
    const production = isProduction(env);
    const allowHostsRaw = setting(env, "SITE_CHECK_ALLOW_HOSTS");
    if (allowHostsRaw && production) {
      if (!refusalLogged)
        log(
          "error",
          `SITE_CHECK_ALLOW_HOSTS is set in production (${allowHostsRaw}): it lets the check fetch those hosts whatever their address, so every check is refused until it is unset. It is for tests only.`,
        );
      refusalLogged = true;
      return answer(500, { error: UNEXPECTED, code: "misconfigured" });
    }
    const words = deps.words ?? builtWords();
    if (!words) {
      log("error", "the check has no words: the build did not write data/site-check.yaml's into the Function");
      return answer(500, { error: UNEXPECTED, code: "misconfigured" });
    }
    if (typed === undefined || typed.trim() === "") {
      if (!json) return { status: 303, headers: { "Cache-Control": "no-store" }, location: CHECK_PAGE };
      return answer(400, { error: "Type your website's address, for example yourbusiness.com.au.", code: "invalid" });
    }
    // Started by another site: its form is refused; its link is shown our form, filled in, to confirm.
    const own = siteOrigins(env);
    const source = sourceOf(request);
    if (method === "POST" && ("invalid" in own || isForeignRequest(source, own)))
      return answer(403, { error: "This check can only be started from our own website.", code: "cross-site" });
    if (source.fetchSite?.trim().toLowerCase() === "cross-site") {
      const confirm = `Check ${typed.trim().slice(0, 200)}? A link from another website sent you here, so the check waits for you: press the button to run it.`;
      return json
        ? answer(403, { error: "This check can only be started from our own website.", code: "cross-site" })
        : answer(200, { error: confirm, code: "confirm" });
    }
    const allowHosts = parseAllowHosts(allowHostsRaw);
    const target = normalisedAddress(targetUrl(typed, allowHosts));
    // A comparison: the competitors' addresses, each refused at its own field when it cannot be checked.
    const others = competitorTargets(competitors, target, allowHosts, normalisedAddress, copy.compare.sameAddress);
    // A comparison counts as one check per site, is reused as a whole, and runs in one slot per site.
    const sites = 1 + others.length;
    const cacheKey = [target, ...others].map((url) => url.href).join(" ");
    const now = (deps.now ?? (() => new Date()))().getTime();
    const store = deps.store ?? storeFor(env, log);
    // Without production's rule, a store that cannot answer is this instance's memory instead.
    const guarded = async <T>(work: (s: FairUseStore) => Promise<T>): Promise<T> => {
      try {
        return await work(store);
      } catch (error) {
        if (!(error instanceof StoreUnavailable) || production) throw error;
        return work(memory);
      }
    };

    // "Check again" (from a kept report) always checks afresh, and links the new report to that
    // one: only a kept report of the same address (a made-up id is refused).
    const previous = await previousReport(fieldOf(request, "previous"), target, env, deps, log);
    if (previous === false)
      return answer(404, {
        error:
          "We do not keep the report this re-check names (reports are kept for a while, then deleted). Check the address afresh.",
        code: "unknown-previous",
      });

    const limit = siteCheckLimit(env);
    if (limit !== undefined) {
      const limiter = deps.rateLimiter ?? siteCheckLimiter(env, log);
      const decision = await pTimeout(hitVisitor(limiter, request.clientAddress, limit, sites), {
        milliseconds: RATE_LIMIT_DEADLINE_MS,
        fallback: () => undefined,
      }).catch(() => undefined);
      // A limit that cannot answer lets nothing through in production.
      if (decision === undefined && production) {
        log("warn", "the rate limit did not answer: a check was refused (fail closed)");
        return resting();
      }
      if (decision && !decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
        const wait = `${minutes} minute${minutes > 1 ? "s" : ""}`;
        return answer(
          429,
          {
            error:
              sites === 1
                ? `You have run ${limit} checks in the last hour, the most we allow. Try again in ${wait}.`
                : `A comparison counts as ${sites} checks, more than you have left of the ${limit} an hour we allow. Check your own site alone, or try again in ${wait}.`,
            code: "rate-limited",
          },
          { "Retry-After": String(decision.retryAfterSeconds) },
        );
      }
    }
    // A report checked for anyone in the last minutes is reused, kept again under this visitor's own id.
    const cached = previous === undefined ? await guarded((s) => s.cached(cacheKey, now)) : undefined;
    if (cached) return answer(200, await keep(cached, undefined, env, deps, log));

    // One check at a time per visitor (while the limit is on): a visitor waiting on sites that never
    // answer holds a few slots for a few seconds, never all of them again and again.
    const turn =
      limit === undefined ? async () => {} : await guarded((s) => s.claim(visitorKey(request.clientAddress), now));
    if (!turn)
      return answer(
        429,
        {
          error: "Your last check is still running. Wait for its report, then try again.",
          code: "one-at-a-time",
        },
        { "Retry-After": String(TURN_RETRY_SECONDS) },
      );
    try {
      const release = await slots(sites, () => guarded((s) => s.acquire(now)));
      if (!release) {
        return answer(
          503,
          { error: "Several checks are running just now. Try again in a few seconds.", code: "busy" },
          { "Retry-After": "5" },
        );
      }
      try {
        const options = {
          userAgent: USER_AGENT,
          allowHosts,
          dnsServers: parseDnsServers(setting(env, "SITE_CHECK_DNS_SERVERS")),
          words,
          ...(deps.now ? { now: deps.now } : {}),
        };
        const check = deps.check ?? checkSite;
        // Within MAX_REPORT_BYTES as a whole, a comparison's competitors included (report-bounds.ts).
        const report = await compareSites(
          target,
          others,
          (url, own) => check(url, { ...options, morePages: own, bots: own }),
          words.leftOut,
        );
        const kept = await keep(report, previous, env, deps, log);
        // The cache keeps the findings, never an id: the next visitor gets an id of their own.
        await guarded((s) => s.remember(cacheKey, report, now)).catch(() => undefined);
        log("info", `checked ${new URL(report.url).host}: ${report.score ?? report.unread?.id ?? "?"}`);
        return answer(200, kept);
      } finally {
        await release();
      }
    } finally {
      await turn();
    }
  } catch (error) {
    if (error instanceof CompetitorRefusal)
      return answer(error.status, { error: error.message, code: error.code, field: error.field });
    if (error instanceof Refusal) {
      // The visitor is told only what lets them act; the log keeps which it was (address.ts).
      log("info", `refused ${error.code}: ${error.reason}`);
      return answer(error.status, { error: error.message, code: error.code });
    }
    if (error instanceof FetchFailure)
      return answer(error.timedOut ? 504 : 502, {
        error: `${error.message} Check the address and that the site is up, then try again.`,
        code: error.timedOut ? "timeout" : "unreachable",
      });
    if (error instanceof StoreUnavailable) {
      log("warn", `${error.message}: a check was refused (fail closed)`);
      return resting();
    }
    log("error", `unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return answer(500, { error: UNEXPECTED, code: "unexpected" });
  }
}
