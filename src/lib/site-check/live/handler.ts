/**
 * POST /api/site-check/live/<report id>: a visitor's enquiry that asks for the live answer check
 * on their kept report. Only from the site's own pages; only while an engine is configured and
 * under today's cap; one run a report; LIVE_ANSWERS_RATE_LIMIT runs per visitor an hour. The
 * enquiry is kept as a lead first (acceptLead: the team's email and the rest, as the contact
 * form's), with the report's id, so the team's page links the report; then the run is kept beside
 * the report and queued on the leads' job runner, and a pass starts at once. A form post is sent
 * (303) to the report's page, where the progress shows; JSON answers 202 with the run's state.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Env } from "../../env";
import type { Logger } from "../../platform/log";
import { consoleLogger } from "../../platform/log";
import type { FunctionRequest } from "../../platform/function";
import { header, NO_STORE, type FunctionResult } from "../../platform/result";
import { isForeignRequest, siteOrigins, sourceOf } from "../../platform/origin";
import { hitVisitor, type RateLimiter } from "../../platform/rate-limit";
import { reportIdIn, reportPath } from "../../content/report-address";
import { acceptLead, enqueueTask, leadStoreFor, parseAttribution, type LeadStore } from "../../leads";
import { loadReport, reportStoreOf, type ReportQueries, type ReportStoreSource } from "../reports";
import { limiters } from "../limit";
import { hostOf } from "./detect";
import { runLiveJobs } from "./jobs";
import { buildQuestions, cleanField, SUBJECT_MAX_CHARS } from "./questions";
import { enginesOpen } from "./section";
import { configuredEngines, runLimitOf, samplesOf } from "./settings";
import { createRun, loadRun } from "./store";
import { enginesInWords, type LiveWords } from "./words";

export interface LiveStartDeps {
  reports?: ReportStoreSource;
  /** The lead store; by default the request's (leadStoreFor). */
  leads?: LeadStore | null;
  words?: LiveWords;
  log?: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
  limiter?: RateLimiter;
  /** Start a pass of the runs at once (default); a test may run it itself. */
  kick?: boolean;
}

const defaultLog = consoleLogger("site-check");
/** Runs a visitor starts an hour, counted across instances through Redis when REDIS_URL is set, as the checks are. */
export const LIVE_RUNS_KEY_PREFIX = "harbour:site-check-live";
const liveRunLimiter = limiters(LIVE_RUNS_KEY_PREFIX);

const field = z
  .string()
  .trim()
  .min(1)
  .max(SUBJECT_MAX_CHARS * 2);
const bodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  yourName: z.string().trim().min(1).max(100),
  consent: z.union([z.literal("yes"), z.literal("on"), z.literal("true"), z.literal(true)]),
  name: field,
  service: field,
  place: field,
});

const JSON_HEADERS = { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" } as const;

const wantsJson = (request: FunctionRequest): boolean =>
  /application\/json/i.test(header(request, "accept") ?? "") ||
  /application\/json/i.test(header(request, "content-type") ?? "");

/** The first error among the fields, in the editors' words. */
function fieldError(body: unknown, words: LiveWords): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const blank = (key: string) => typeof fields[key] !== "string" || fields[key].trim() === "";
  if (blank("yourName")) return words.errors.name;
  if (!z.email().safeParse(typeof fields.email === "string" ? fields.email.trim() : "").success)
    return words.errors.email;
  if (!["yes", "on", "true", true].includes(fields.consent as string | boolean)) return words.errors.consent;
  return words.errors.fields;
}

export async function handleLiveStart(
  request: FunctionRequest,
  env: Env,
  words: LiveWords | undefined,
  deps: LiveStartDeps = {},
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  const json = wantsJson(request);
  const reportId = reportIdIn(request.path);
  const back = reportId ? `${reportPath(reportId)}#sc-live` : "/ai-search-check/";
  const answer = (status: number, code: string, error: string, extra: Record<string, string> = {}): FunctionResult =>
    json
      ? { status, headers: { ...JSON_HEADERS, ...extra }, body: { error, code } }
      : {
          status,
          headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...extra },
          body: `${error}\n\nBack to the report: ${back}\n`,
        };
  if (request.method.toUpperCase() !== "POST") return answer(405, "method", "Use POST.", { Allow: "POST" });
  if (!words) return answer(404, "not-offered", "The live answer check is not offered.");
  const own = siteOrigins(env);
  if ("invalid" in own || isForeignRequest(sourceOf(request), own))
    return answer(403, "cross-site", "The live check can only be started from our own website.");
  const engines = configuredEngines(env);
  if (engines.length === 0 || !reportId) return answer(404, "not-offered", words.errors.notOffered);
  const parsed = bodySchema.safeParse(request.body);
  if (!parsed.success) return answer(400, "invalid", fieldError(request.body, words));
  const now = (deps.now ?? (() => new Date()))();
  let reports: ReportQueries | undefined;
  let leads: LeadStore | undefined;
  try {
    reports = await reportStoreOf(deps.reports, env);
    leads = deps.leads === undefined ? await leadStoreFor(env) : (deps.leads ?? undefined);
  } catch (error) {
    log(
      "error",
      `live answers: a store could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!reports || !leads) return answer(503, "unavailable", words.errors.unavailable, { "Retry-After": "60" });
  const report = await loadReport(reports, reportId, env, now).catch(() => undefined);
  if (!report) return answer(404, "missing", words.errors.missing);
  // A report has one run: a second post of the form (or a reload) goes to it, and keeps no second enquiry.
  if (await loadRun(reports, reportId))
    return json
      ? { status: 200, headers: JSON_HEADERS, body: { id: reportId, state: "exists", reportUrl: reportPath(reportId) } }
      : { status: 303, headers: { ...NO_STORE }, location: back };
  const open = await enginesOpen(reports, env, now);
  if (open.length === 0) return answer(429, "capped", words.errors.capped);
  const limit = runLimitOf(env);
  if (limit !== undefined) {
    const decision = await hitVisitor(deps.limiter ?? liveRunLimiter(env, log), request.clientAddress, limit).catch(
      () => undefined,
    );
    if (decision && !decision.allowed)
      return answer(429, "rate-limited", words.errors.limited, { "Retry-After": String(decision.retryAfterSeconds) });
  }
  const subject = {
    name: cleanField(parsed.data.name),
    service: cleanField(parsed.data.service),
    place: cleanField(parsed.data.place),
  };
  const questions = buildQuestions(words.questions, subject);
  const samples = samplesOf(env);
  const site = hostOf(report.url) ?? hostOf(report.address) ?? "";
  const [firstName = "", ...rest] = parsed.data.yourName.split(/\s+/);
  const leadId = randomUUID();
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
  const accepted = await acceptLead(
    {
      id: leadId,
      receivedAt: now,
      firstName,
      lastName: rest.join(" "),
      email: parsed.data.email,
      message: fill(words.leadMessage, {
        ...subject,
        engines: enginesInWords(words, open),
        samples: String(samples),
        date: now.toISOString(),
      }),
      website: report.url,
      interest: words.interest,
      checkedUrl: report.url,
      ...(report.score !== null ? { checkScore: report.score } : {}),
      checkReport: reportId,
      attribution: parseAttribution({}, { siteHost: header(request, "host"), referer: header(request, "referer") }),
    },
    { env, log, store: leads, answer: { startedAt: Date.now(), withinMs: 8_000 } },
  );
  if (accepted.kept === "none" || accepted.kept === "conflict")
    return answer(503, "unavailable", words.errors.unavailable, { "Retry-After": "60" });
  const models = Object.fromEntries(engines.filter((e) => open.includes(e.engine)).map((e) => [e.engine, e.model]));
  const made = await createRun(reports, {
    reportId,
    leadId,
    total: open.length * questions.length * samples,
    now,
    run: { request: { subject, site, questions, engines: open, models, samples }, answers: [], capped: [] },
  });
  if (made)
    await enqueueTask(leads, "live-answers", randomUUID(), { leadId, event: "live-answers", payload: reportId });
  if (deps.kick !== false) {
    const store = leads;
    void runLiveJobs({
      env,
      log,
      leads: store,
      reports,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }).catch((error: unknown) => log("warn", `live answers: a pass failed: ${String(error)}`));
  }
  if (!json) return { status: 303, headers: { ...NO_STORE }, location: back };
  return {
    status: 202,
    headers: JSON_HEADERS,
    body: { id: reportId, state: made ? "queued" : "exists", reportUrl: reportPath(reportId) },
  };
}
