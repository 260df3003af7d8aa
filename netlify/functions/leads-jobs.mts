/**
 * Netlify scheduled Function, every 10 minutes: re-sends the notifications of leads the email
 * provider refused (src/lib/leads/deliver.ts) and applies the retention period, against
 * DATABASE_URL (or NETLIFY_DATABASE_URL). Then, apart from the leads and after them, the AI search
 * check's reports' retention and budget, in the reports' own store (src/lib/site-check/report-store.ts):
 * its failure is logged and costs the lead jobs nothing. Netlify bundles this file itself (it sits
 * beside the Functions the Gatsby adapter writes), and a scheduled Function cannot be called from outside.
 */
import { functionSettings } from "../../src/lib/env";
import { transportFromEnv } from "../../src/lib/platform/transports/from-env";
import { consoleLogger } from "../../src/lib/platform/log";
import { leadStoreFor, runLeadJobs } from "../../src/lib/leads/server";
import { liveJobsPass, purgeReports, reportStoreFor } from "../../src/lib/site-check/server";
import type { Env } from "../../src/lib/env";

const log = consoleLogger("leads");
const checkLog = consoleLogger("site-check");

/** The reports' retention and budget; whatever fails here is logged, never thrown. */
async function purgeCheckReports(env: Env): Promise<void> {
  try {
    const reports = await reportStoreFor(env);
    if (!reports) return;
    const deleted = await purgeReports(reports, new Date(), env);
    if (deleted > 0) checkLog("info", `${deleted} AI search check report(s) past their period or the budget deleted`);
  } catch (error) {
    checkLog("warn", `the reports' retention did not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export default async function leadsJobs(): Promise<Response> {
  // Read when the schedule fires, never at build.
  const env = functionSettings(globalThis.process.env);
  const store = await leadStoreFor(env);
  if (!store) {
    log("warn", "DATABASE_URL is not set, so there are no kept leads to retry (README, Where leads go).");
    await purgeCheckReports(env);
    return new Response(null, { status: 204 });
  }
  const report = await runLeadJobs(store, { transport: transportFromEnv(env, log), env, log });
  log(
    "info",
    `jobs ran: ${report.delivered} delivered, ${report.retrying} to retry, ${report.failed} failed, ${report.purged} purged`,
  );
  await purgeCheckReports(env);
  // The AI search check's live answer runs (queued by visitors' enquiries), when an engine's key is set.
  const live = await liveJobsPass(env, checkLog, reportStoreFor);
  return Response.json({ ...report, liveAnswerRuns: live });
}

export const config = { schedule: "*/10 * * * *" };
