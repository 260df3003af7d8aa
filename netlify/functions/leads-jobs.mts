/**
 * Netlify scheduled Function, every 10 minutes: re-sends the notifications of leads the email
 * provider refused (src/lib/leads/deliver.ts) and applies the retention period, against
 * DATABASE_URL (or NETLIFY_DATABASE_URL). Netlify bundles this file itself (it sits beside the
 * Functions the Gatsby adapter writes), and a scheduled Function cannot be called from outside.
 */
import { functionSettings } from "../../src/lib/env";
import { transportFromEnv } from "../../src/lib/platform/transports/from-env";
import { consoleLogger } from "../../src/lib/platform/log";
import { runLeadJobs } from "../../src/lib/leads/worker";
import { leadStoreFor } from "../../src/lib/leads/stores";

const log = consoleLogger("leads");

export default async function leadsJobs(): Promise<Response> {
  // Read when the schedule fires, never at build.
  const env = functionSettings(globalThis.process.env);
  const store = await leadStoreFor(env);
  if (!store) {
    log("warn", "DATABASE_URL is not set, so there are no kept leads to retry (README, Where leads go).");
    return new Response(null, { status: 204 });
  }
  const report = await runLeadJobs(store, { transport: transportFromEnv(env, log), env, log });
  log(
    "info",
    `jobs ran: ${report.delivered} delivered, ${report.retrying} to retry, ${report.failed} failed, ${report.purged} purged`,
  );
  return Response.json(report);
}

export const config = { schedule: "*/10 * * * *" };
