/**
 * A kept report, by its id: `GET /api/site-check/reports/<id>` answers it as JSON, the same as the
 * check answered it (with what changed since the report it re-checked, and the address's earlier
 * reports), and `/ai-search-check/report/<id>/` as its page (report-page.ts), rendered on the
 * server, so it works without JavaScript. A report that is not kept (never, or past
 * SITE_CHECK_REPORT_DAYS) is a 404 with a sentence, on the page in the site's layout.
 *
 * Reads are metered: the page, the JSON and MCP's get_report count against one limit per visitor
 * (SITE_CHECK_READ_LIMIT an hour, limit.ts), answered 429 with Retry-After past it. A limit that
 * cannot answer in time lets the read through (the log says so): a read keeps nothing.
 */
import type { Env } from "../env";
import { consoleLogger, type Logger } from "../platform/log";
import type { FunctionResult, HttpRequest } from "../platform/result";
import { gatsbyFunction, type GatsbyHandler } from "../platform/function";
import { siteOrigin } from "../platform/origin";
import pTimeout from "p-timeout";
import { within } from "../platform/deadline";
import { reportIdIn, reportPath } from "../content/report-address";
import { builtCopy, reportPage, type PageOptions, type ReportFrame, type ReportPage } from "./report-page";
import type { ReportCopy } from "./report-copy";
import { loadReport, reportStoreOf, type ReportStoreSource, type StoredReport } from "./reports";
import { reportReadLimit, reportReadLimiter } from "./limit";
import { boundedReport } from "./report-bounds";
import { builtWords } from "./handler";
import type { Words } from "./words";
import { hitVisitor, type RateLimiter } from "../platform/rate-limit";
import { liveReportOf, liveSection, type LiveSection } from "./live/section";
import { emailAsksSection, sentState } from "./email/section";
import type { EmailAskState } from "./email/view";

/** A report is read within this, or the visitor is told to try again. */
const LOAD_DEADLINE_MS = 3_000;

export interface StoredReportRequest extends HttpRequest {
  /** The address asked for: the page's, or the JSON's (the id is its last part). */
  path: string;
  /** The visitor's address, for the read limit. */
  clientAddress?: string;
}

export interface StoredReportDeps {
  reports?: ReportStoreSource;
  copy?: ReportCopy;
  frame?: ReportFrame | null;
  log?: Logger;
  now?: () => Date;
  /** Counts reads (tests give their own); by default limit.ts's for the settings. */
  readLimiter?: RateLimiter;
  /** The findings' words (their `leftOut`); by default those the build wrote in. */
  words?: Words;
}

/** The read limit may take this long to decide; past it the read goes through. */
const READ_LIMIT_DEADLINE_MS = 1_000;

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

const defaultLog = consoleLogger("site-check");

export async function handleStoredReport(
  request: StoredReportRequest,
  env: Env,
  as: "json" | "page",
  deps: StoredReportDeps = {},
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  const copy = deps.copy ?? builtCopy();
  const site = siteOrigin(env);
  const origin = "origin" in site ? site.origin : undefined;
  const pageOptions = {
    copy,
    ...(deps.frame !== undefined ? { frame: deps.frame } : {}),
    ...(origin ? { origin } : {}),
  };
  const fail = (status: number, error: string, code: string, extra: Record<string, string> = {}): FunctionResult => {
    if (as === "json") return { status, headers: { ...JSON_HEADERS, ...extra }, body: { error, code } };
    const page = reportPage(status === 404 ? { missing: true } : { error }, pageOptions);
    return { status, headers: { ...page.headers, ...extra }, body: page.body };
  };
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return fail(405, "Use GET.", "method", { Allow: "GET, HEAD" });
  const limit = reportReadLimit(env);
  if (limit !== undefined) {
    const limiter = deps.readLimiter ?? reportReadLimiter(env, log);
    const decision = await pTimeout(hitVisitor(limiter, request.clientAddress, limit), {
      milliseconds: READ_LIMIT_DEADLINE_MS,
      fallback: () => undefined,
    }).catch(() => undefined);
    if (decision === undefined) log("warn", "the report read limit did not answer: a read went through uncounted");
    else if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
      return fail(
        429,
        `You have opened ${limit} reports in the last hour, the most we allow. Try again in ${minutes} minute${minutes > 1 ? "s" : ""}.`,
        "rate-limited",
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
    }
  }
  const id = reportIdIn(request.path);
  try {
    const store = await reportStoreOf(deps.reports, env);
    const kept =
      id === undefined || !store
        ? undefined
        : await pTimeout(loadReport(store, id, env, (deps.now ?? (() => new Date()))()), within(LOAD_DEADLINE_MS));
    // A report kept before reports were bounded is answered within the same budget (report-bounds.ts).
    const words = deps.words ?? builtWords();
    const leftOut = words?.leftOut;
    const report = kept && leftOut !== undefined ? boundedReport(kept, leftOut) : kept;
    if (!report) return fail(404, copy.missingText, "not-found");
    // The live answer check: offered, under way or done (live/section.ts); a store that cannot say costs only it.
    const live =
      store &&
      (await liveSection(store, report, env, words?.live, (deps.now ?? (() => new Date()))()).catch(
        (error: unknown) => {
          log("warn", `live answers not shown: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        },
      ));
    if (as === "json")
      return {
        status: 200,
        headers: JSON_HEADERS,
        body: {
          ...report,
          ...(live ? { live: liveReportOf(live) } : {}),
          reportUrl: `${origin ?? ""}${reportPath(report.id)}`,
        },
      };
    const page = keptReportPage(report, { live, words, ...pageOptions }, env, log, sentState(request.query));
    return { status: 200, headers: page.headers, body: page.body };
  } catch (error) {
    log("error", `a kept report could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return fail(503, "The report cannot be read just now. Please try again in a minute.", "unavailable", {
      "Retry-After": "30",
    });
  }
}

/**
 * A kept report's page, with its live answer section (when it has one) and its email asks, as
 * a form post of one of them left them (`email`: sent, or refused with what was typed).
 */
export function keptReportPage(
  report: StoredReport,
  options: PageOptions & { live?: LiveSection | undefined; words?: Words | undefined },
  env: Env,
  log: Logger,
  email?: EmailAskState,
): ReportPage {
  const { live, words, ...pageOptions } = options;
  const { live: _json, ...shown } = report;
  const emailAsks = emailAsksSection(report.id, (words ?? builtWords())?.emailAsks, env, log, email);
  return reportPage(
    { report: { ...shown, ...(live ? { live } : {}), ...(emailAsks ? { emailAsks } : {}) } },
    pageOptions,
  );
}

/**
 * A kept report's Function, as its page or its JSON (src/api/site-check/…), through the one
 * adapter (src/lib/platform/function.ts): `reports` is where the Function finds the store.
 */
export function storedReportFunction(as: "json" | "page", reports: ReportStoreSource): GatsbyHandler {
  return gatsbyFunction((request, env) => handleStoredReport(request, env, as, { reports }), {
    error: "Something went wrong on our side.",
    code: "unexpected",
  });
}
