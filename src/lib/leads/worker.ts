/**
 * The one worker for every delivery a lead makes: the team's email (deliver.ts), the enquirer's
 * confirmation, the chat alerts and the CRM's webhook (notify/send.ts), each a job in its channel's
 * queue (jobs.ts). A run supervises the queues (a job whose sender's lease ran out, a crash, is
 * taken back), claims what is due channel by channel, a batch at a time, tries each once and
 * records what became of it, then applies the retention period. `npm run serve` runs it on a
 * timer, Netlify's scheduled Function (netlify/functions/leads-jobs.mts) every 10 minutes, and
 * `npm run leads -- retry` on demand: the same function.
 */
import type { Transport } from "../platform/email";
import type { Env } from "../env";
import type { Logger } from "../platform/log";
import { retentionDays } from "../content/retention";
import type { PgBoss } from "pg-boss";
import { attemptEmail, type EmailDeps, type EmailOutcome } from "./deliver";
import { CHANNELS, claimDue, type Channel, type LeadJob } from "./jobs";
import { attempt, type AttemptOutcome } from "./notify/send";
import type { LeadStore } from "./store";
import { purgeLeftoverReports } from "./report-retention";

export interface WorkerDeps {
  /** The team's email's transport (the settings', transportFromEnv); the confirmation has its own. */
  transport: Transport;
  env: Env;
  log: Logger;
  now?: () => Date;
  /** The confirmation's transport; by default the settings' (notify/send.ts). */
  confirmationTransport?: Transport;
  /** Per attempt at a chat or webhook endpoint. */
  timeoutMs?: number;
}

export type ChannelReport = Record<"delivered" | "retrying" | "failed" | "stopped" | "skipped", number>;

export interface JobReport {
  /** Every channel together, as the scheduled Function logs them. */
  delivered: number;
  retrying: number;
  failed: number;
  purged: number;
  byChannel: Record<Channel, ChannelReport>;
}

const emptyCounts = (): ChannelReport => ({ delivered: 0, retrying: 0, failed: 0, stopped: 0, skipped: 0 });

/**
 * The team's emails one after another, as the provider's rate limit wants (Resend allows a few a
 * second); one whose attempt fails before it is settled (the store did not answer) stays claimed
 * until its lease ends, then is tried again.
 */
async function emailsOneByOne(
  store: LeadStore,
  boss: PgBoss,
  jobs: readonly LeadJob[],
  deps: EmailDeps,
): Promise<Array<EmailOutcome | "retrying">> {
  const outcomes: Array<EmailOutcome | "retrying"> = [];
  for (const job of jobs) {
    outcomes.push(
      await attemptEmail(store, boss, job, deps).catch((error: unknown) => {
        deps.log(
          "error",
          `lead ${job.data.leadId}: email not attempted (${error instanceof Error ? error.message : String(error)}); tried again once its lease ends`,
        );
        return "retrying" as const;
      }),
    );
  }
  return outcomes;
}

/** Runs every due job of every channel once, then the retention period; returns what became of them. Never throws for one job. */
export async function runLeadJobs(store: LeadStore, deps: WorkerDeps): Promise<JobReport> {
  const now = deps.now ?? (() => new Date());
  const boss = await store.jobs();
  // Jobs whose sender stopped before settling them (their lease is over) go back to their queue.
  await boss.supervise();
  const byChannel = Object.fromEntries(CHANNELS.map((channel) => [channel, emptyCounts()])) as Record<
    Channel,
    ChannelReport
  >;
  for (const channel of CHANNELS) {
    const counts = byChannel[channel];
    for (;;) {
      const jobs = await claimDue(boss, channel);
      if (jobs.length === 0) break;
      const outcomes: Array<AttemptOutcome | "held" | "gone"> =
        channel === "email"
          ? await emailsOneByOne(store, boss, jobs, { transport: deps.transport, env: deps.env, log: deps.log, now })
          : await Promise.all(
              jobs.map((job) =>
                attempt(
                  store,
                  { channel, job },
                  {
                    env: deps.env,
                    log: deps.log,
                    now,
                    ...(deps.confirmationTransport ? { transport: deps.confirmationTransport } : {}),
                    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
                  },
                ),
              ),
            );
      for (const outcome of outcomes) if (outcome !== "held" && outcome !== "gone") counts[outcome] += 1;
    }
  }
  const days = retentionDays(deps.env);
  const purged = await store.purge(now(), days);
  if (purged > 0) deps.log("info", `${purged} lead(s) older than ${days} days deleted`);
  // Reports this lead store kept before they had a store of their own (report-retention.ts);
  // the reports store applies its own retention. Never a reason for the lead jobs to fail.
  const reports = await purgeLeftoverReports(store, now(), deps.env).catch((error: unknown) => {
    deps.log("warn", `old reports not purged: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  });
  if (reports > 0) deps.log("info", `${reports} AI search check report(s) past their period deleted`);
  const total = (key: keyof ChannelReport) => CHANNELS.reduce((sum, channel) => sum + byChannel[channel][key], 0);
  return { delivered: total("delivered"), retrying: total("retrying"), failed: total("failed"), purged, byChannel };
}
