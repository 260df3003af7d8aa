/**
 * The live answer check's doors for the servers: its form's Function (src/api/site-check/live/[id].ts)
 * and a pass of its runs for `npm run serve`'s reports timer and Netlify's scheduled leads-jobs.
 * Both do nothing without an engine's key.
 */
import type { Env } from "../../env";
import { gatsbyFunction, type GatsbyHandler } from "../../platform/function";
import type { Logger } from "../../platform/log";
import { leadStoreFor } from "../../leads";
import { builtWords } from "../handler";
import { reportStoreOf, type ReportQueries, type ReportStoreSource } from "../reports";
import { handleLiveStart } from "./handler";
import { runLiveJobs } from "./jobs";
import { configuredEngines } from "./settings";

export function liveStartFunction(reports: ReportStoreSource): GatsbyHandler {
  return gatsbyFunction((request, env) => handleLiveStart(request, env, builtWords()?.live, { reports }), {
    error: "Something went wrong on our side. Please try again shortly.",
    code: "unexpected",
  });
}

/** Runs the due live answer runs, when an engine is configured and both stores are there; never throws. */
export async function liveJobsPass(env: Env, log: Logger, reports: ReportQueries | ReportStoreSource): Promise<number> {
  if (configuredEngines(env).length === 0) return 0;
  try {
    const store = typeof reports === "function" || reports === null ? await reportStoreOf(reports, env) : reports;
    const leads = await leadStoreFor(env);
    if (!store || !leads) return 0;
    return await runLiveJobs({ env, log, leads, reports: store });
  } catch (error) {
    log("warn", `live answer runs did not run: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}
