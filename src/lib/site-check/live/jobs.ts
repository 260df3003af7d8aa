/**
 * The live answer runs on the leads' job runner (leads/tasks.ts, queue `lead-live-answers`): a
 * pass claims each due run and runs it (runner.ts), completes it, or fails it for pg-boss to try
 * again after its backoff (the run takes up where it stopped) and, when its retries are spent,
 * marks the run failed with the reason. Started at once by the request that queues a run, by
 * `npm run serve`'s reports timer and by Netlify's scheduled leads-jobs; one pass at a time a process.
 */
import type { Env } from "../../env";
import type { Logger } from "../../platform/log";
import { claimTask, completeTask, failTask, type LeadStore } from "../../leads";
import type { ReportQueries } from "../reports";
import { failLive, runLive } from "./runner";

export interface LiveJobDeps {
  env: Env;
  log: Logger;
  leads: LeadStore;
  reports: ReportQueries;
  fetch?: typeof fetch;
  now?: () => Date;
}

let pass: Promise<number> | undefined;

/** Runs every due live answer run; resolves with how many it finished. A pass already under way is joined. */
export function runLiveJobs(deps: LiveJobDeps): Promise<number> {
  pass ??= (async () => {
    let finished = 0;
    try {
      for (
        let job = await claimTask(deps.leads, "live-answers");
        job;
        job = await claimTask(deps.leads, "live-answers")
      ) {
        const reportId = job.data.payload ?? "";
        try {
          await runLive(deps.reports, reportId, {
            env: deps.env,
            log: deps.log,
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
            ...(deps.now ? { now: deps.now } : {}),
          });
          await completeTask(deps.leads, "live-answers", job.id);
          finished += 1;
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          deps.log("warn", `live answers for report ${reportId}: ${why}`);
          const retried = await failTask(deps.leads, "live-answers", job.id, why).catch(() => true);
          if (!retried) await failLive(deps.reports, reportId, "it kept failing").catch(() => undefined);
        }
      }
    } finally {
      pass = undefined;
    }
    return finished;
  })();
  return pass;
}
