/**
 * Netlify scheduled Function, hourly: when an article or case study scheduled with `publishAt`
 * has fallen due since the live deploy's build, calls the site's build hook (BUILD_HOOK_URL), so
 * it appears within the hour with no one present (src/lib/build/publish-hook.ts). Netlify bundles
 * this file itself, as it does leads-jobs.mts; a scheduled Function cannot be called from outside.
 */
import { publishDueEntries } from "../../src/lib/build/publish-hook";
import { consoleLogger } from "../../src/lib/platform/log";

const log = consoleLogger("publish-scheduled");

export default async function publishScheduled(): Promise<Response> {
  // Read when the schedule fires, never at build.
  const report = await publishDueEntries(globalThis.process.env, { log });
  return Response.json(report);
}

export const config = { schedule: "@hourly" };
