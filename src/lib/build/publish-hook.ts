/**
 * The hourly check behind scheduled publishing (netlify/functions/publish-scheduled.mts): reads
 * the live deploy's schedule (/publish-schedule.json, ./publish-schedule.ts) and, when an entry it
 * left out has fallen due since that deploy's build, POSTs the site's build hook (BUILD_HOOK_URL),
 * so the new build publishes it within the hour with no one present. Nothing due: nothing called.
 * No hook set, a schedule that cannot be read or a hook that fails: logged, never thrown.
 */
import { setting, isPreviewDeploy, type Env } from "../env";
import { siteOrigin } from "../platform/origin";
import { type Logger } from "../platform/log";
import { SCHEDULE_PATH, type PublishSchedule } from "./publish-schedule";

/** Each request's bound: the Function has 30 s in all on Netlify. */
export const REQUEST_DEADLINE_MS = 10_000;

/** Why a request failed; a request past its bound (AbortSignal.timeout's TimeoutError) in the words every late dependency's log line uses. */
const whyNot = (error: unknown): string =>
  error instanceof Error
    ? error.name === "TimeoutError"
      ? `no answer within ${REQUEST_DEADLINE_MS} ms`
      : error.message
    : String(error);

export interface HookReport {
  /** What happened, one word for the log's reader and the tests. */
  outcome: "preview" | "no-schedule" | "nothing-due" | "no-hook" | "rebuilding" | "hook-failed";
  /** Instants (UTC) due since the live deploy's build. */
  due: string[];
  /** The hook's HTTP status, when it was called and answered. */
  status?: number;
}

export interface HookDeps {
  log: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
}

const isSchedule = (value: unknown): value is PublishSchedule =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PublishSchedule).builtAt === "string" &&
  Array.isArray((value as PublishSchedule).pending) &&
  (value as PublishSchedule).pending.every((at) => typeof at === "string");

async function liveSchedule(env: Env, deps: HookDeps): Promise<PublishSchedule | undefined> {
  const site = siteOrigin(env);
  if ("invalid" in site) {
    deps.log("error", `${site.invalid} is not an http(s) address, so the live site's schedule cannot be read`);
    return undefined;
  }
  const address = `${site.origin}${SCHEDULE_PATH}`;
  try {
    const response = await (deps.fetch ?? fetch)(address, {
      headers: { accept: "application/json" },
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    });
    if (!response.ok) {
      deps.log(
        "warn",
        `${address} answered ${response.status}; nothing checked (a deploy built before scheduling existed has none)`,
      );
      return undefined;
    }
    const body: unknown = await response.json();
    if (isSchedule(body)) return body;
    deps.log("error", `${address} is not a publishing schedule; nothing checked`);
  } catch (error) {
    deps.log("error", `${address} could not be read: ${whyNot(error)}`);
  }
  return undefined;
}

export async function publishDueEntries(env: Env, deps: HookDeps): Promise<HookReport> {
  // Netlify runs a scheduled Function on the published deploy; should one run on a preview, it rebuilds nothing.
  if (isPreviewDeploy(env)) return { outcome: "preview", due: [] };
  const schedule = await liveSchedule(env, deps);
  if (!schedule) return { outcome: "no-schedule", due: [] };
  const now = (deps.now ?? (() => new Date()))().getTime();
  const built = Date.parse(schedule.builtAt);
  const due = schedule.pending.filter((at) => Date.parse(at) > built && Date.parse(at) <= now);
  if (due.length === 0) {
    const next = schedule.pending.find((at) => Date.parse(at) > now);
    deps.log("info", `nothing due since the build of ${schedule.builtAt}${next ? `; next at ${next}` : ""}`);
    return { outcome: "nothing-due", due };
  }
  const hook = setting(env, "BUILD_HOOK_URL");
  if (!hook || !URL.canParse(hook)) {
    deps.log(
      "warn",
      `${due.length} scheduled entr${due.length === 1 ? "y is" : "ies are"} due (${due.join(", ")}) but BUILD_HOOK_URL is ${hook ? "not an address" : "not set"}, so nothing rebuilds the site; set it (README, Scheduled publishing)`,
    );
    return { outcome: "no-hook", due };
  }
  const url = new URL(hook);
  // Netlify shows the title in the deploy list.
  url.searchParams.set("trigger_title", `Scheduled publishing: due at ${due.join(", ")}`);
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    });
    if (!response.ok) {
      deps.log(
        "error",
        `the build hook answered ${response.status} ${response.statusText}; the hour after tries again`,
      );
      return { outcome: "hook-failed", due, status: response.status };
    }
    deps.log(
      "info",
      `build hook called (${response.status}) for ${due.length} entr${due.length === 1 ? "y" : "ies"} due at ${due.join(", ")}`,
    );
    return { outcome: "rebuilding", due, status: response.status };
  } catch (error) {
    deps.log("error", `the build hook could not be called: ${whyNot(error)}; the hour after tries again`);
    return { outcome: "hook-failed", due };
  }
}
