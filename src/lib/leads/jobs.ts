/**
 * Every delivery a lead makes is a job in one maintained Postgres queue, pg-boss: the team's email,
 * the enquirer's confirmation, the chat alerts and the CRM's webhook, one queue a channel. pg-boss
 * claims (SELECT … FOR UPDATE SKIP LOCKED), leases (a claimed job another process may take once its
 * lease ends), backs off and records each job's state; this module holds the one retry policy per
 * channel and the few calls the lead code makes. It runs on a Postgres server (DATABASE_URL, through
 * the store's own `pg` pool) and on the embedded PGlite (`backend: "pglite"`, pg-boss's own adapter),
 * the same SQL on both.
 *
 * Its schema is `lead_jobs`, pg-boss's documented job table (`lead_jobs.job`) included: the team's
 * page reads each job's state from it, `retry --now` makes every waiting job due in one statement,
 * and a lead's jobs are deleted with the lead (retention, `delete --email`), payloads and all.
 */
import { PgBoss, type Clock, type Db as BossDb, type JobWithMetadata, type Queue } from "pg-boss";
import type { Queryable } from "./db";

export const CHANNELS = ["email", "confirmation", "slack", "teams", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];
/** The messages beside the team's email (notify/). */
export type MessageChannel = Exclude<Channel, "email">;

export const JOB_SCHEMA = "lead_jobs";
export const queueOf = (channel: Channel): string => `lead-${channel}`;

/**
 * How a channel's deliveries are retried, the one place it is said. The first retry after
 * `firstDelayS`, each next twice as long (pg-boss adds up to as much again at random, so that
 * many instances do not retry at the same moment), at most `maxDelayS` apart, for at least
 * `windowS`; then the job fails with its last error. A claimed job is its sender's for `leaseS`;
 * past that (a crash) the next run takes it again, and the provider's idempotency key or the
 * webhook's id keeps that from making a second message. The request's own attempt at a new job
 * is not one of pg-boss's retries (the job was never claimed), so the first wait comes twice: 1 to
 * 2 minutes after it, 1 to 2 again, then 2 to 4, 4 to 8…
 */
export interface RetryPolicy {
  firstDelayS: number;
  maxDelayS: number;
  windowS: number;
  leaseS: number;
}

const DAY_S = 24 * 60 * 60;
const STANDARD: RetryPolicy = { firstDelayS: 60, maxDelayS: 60 * 60, windowS: DAY_S, leaseS: 2 * 60 };

export const RETRY_POLICY: Record<Channel, RetryPolicy> = {
  email: STANDARD,
  confirmation: STANDARD,
  slack: STANDARD,
  teams: STANDARD,
  webhook: STANDARD,
};

/**
 * How many retries span the window when every delay is the shortest pg-boss may pick: retry n
 * waits firstDelayS·2ⁿ⁻¹ to twice that, capped at maxDelayS. 29 for the standard policy: from 24.0
 * to 25.0 hours after the first failed attempt, however the random part falls.
 */
export function retriesWithin(policy: RetryPolicy): number {
  let total = 0;
  let retries = 0;
  while (total < policy.windowS) {
    total += Math.min(policy.firstDelayS * 2 ** retries, policy.maxDelayS);
    retries += 1;
  }
  return retries;
}

/** A queued job is never deleted unsent (pg-boss's `retentionSeconds`); a finished one is kept with its lead. */
const NEVER_BEFORE_S = 10 * 365 * DAY_S;

function queueOptions(policy: RetryPolicy): Omit<Queue, "name"> {
  return {
    retryLimit: retriesWithin(policy),
    retryDelay: policy.firstDelayS,
    retryBackoff: true,
    retryDelayMax: policy.maxDelayS,
    expireInSeconds: policy.leaseS,
    retentionSeconds: NEVER_BEFORE_S,
    deleteAfterSeconds: 0,
  };
}

/** What a job carries: its lead, what it is about and, for a message, the body frozen when it was made. */
export interface JobData {
  leadId: string;
  event: string;
  payload?: string;
}

/** What a settled attempt leaves on the job (pg-boss's `output`). */
export interface JobOutput {
  attempts?: number;
  error?: string;
  outcome?: "delivered" | "stopped" | "skipped";
  reason?: string;
}

export type LeadJob = Omit<JobWithMetadata<JobData>, "output"> & { output: JobOutput | null };

/** pg-boss's timers never hold a process open (a CLI run, a test): its own clock, with unref'd timers. */
const unrefClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (fn, ms) => setInterval(fn, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** pg-boss's statements inside one of the store's transactions, so a job and a lead change commit together. */
export const inTransaction = (tx: Queryable): BossDb => ({
  executeSql: async (text, values) => ({ rows: await tx.query<unknown>(text, values ?? []) }),
});

/**
 * Installs (or migrates) pg-boss's schema and the channels' queues, then returns the instance: no
 * supervisor of its own (the worker asks for each pass), no cron, no instance registry.
 */
export async function startJobs(db: BossDb, kind: "postgres" | "embedded", clock?: Clock): Promise<PgBoss> {
  const boss = new PgBoss({
    db,
    backend: kind === "embedded" ? "pglite" : "postgres",
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
    clock: clock ?? unrefClock,
  });
  boss.on("error", (error: Error) => console.error(`[leads] job queue: ${error.message}`));
  await boss.start();
  const existing = new Map((await boss.getQueues(CHANNELS.map(queueOf))).map((queue) => [queue.name, queue]));
  for (const channel of CHANNELS) {
    const name = queueOf(channel);
    const wanted = queueOptions(RETRY_POLICY[channel]);
    const queue = existing.get(name);
    if (!queue) await boss.createQueue(name, wanted);
    // A policy changed here reaches the queue (and the jobs made after) at the next start, and only then.
    else if (Object.entries(wanted).some(([key, value]) => queue[key as keyof typeof queue] !== value)) {
      const { retryDelayMax: _fixedAtCreation, ...changeable } = wanted;
      await boss.updateQueue(name, changeable);
    }
    // Read into pg-boss's cache now, outside any transaction: PGlite has one connection, and a
    // first read from inside one of the store's transactions would wait for that transaction.
    await boss.findJobs(name, { id: NIL });
  }
  return boss;
}

const NIL = "00000000-0000-0000-0000-000000000000";

export interface NewJob {
  channel: Channel;
  /** The job's id: the lead's own for its one message a channel (its email, alert, confirmation, created event), so none is made twice. */
  id: string;
  data: JobData;
  /** Held for the request that makes it (which tries it at once) until then; due at once without. */
  holdUntil?: Date;
}

/** Makes the job; false when a job with its id is already in its queue (made before). */
export async function enqueue(boss: PgBoss, job: NewJob, tx?: Queryable): Promise<boolean> {
  const id = await boss.send(queueOf(job.channel), job.data, {
    id: job.id,
    ...(job.holdUntil ? { startAfter: job.holdUntil } : {}),
    ...(tx ? { db: inTransaction(tx) } : {}),
  });
  return id !== null;
}

/** A job as it is now, with its data and output; undefined when there is none. */
export async function jobOf(boss: PgBoss, channel: Channel, id: string, tx?: Queryable): Promise<LeadJob | undefined> {
  const [job] = await boss.findJobs<JobData>(queueOf(channel), { id, ...(tx ? { db: inTransaction(tx) } : {}) });
  return job;
}

const attemptsOf = (job: Pick<LeadJob, "output"> | undefined): number => (job?.output?.attempts ?? 0) + 1;

/** The job went (it was queued and tried in the request, or claimed by the worker). */
export async function settleDelivered(
  boss: PgBoss,
  channel: Channel,
  job: Pick<LeadJob, "id" | "output">,
  tx?: Queryable,
): Promise<void> {
  await boss.complete(
    queueOf(channel),
    job.id,
    { outcome: "delivered", attempts: attemptsOf(job) } satisfies JobOutput,
    {
      includeQueued: true,
      ...(tx ? { db: inTransaction(tx) } : {}),
    },
  );
}

/** The job ends without a (further) attempt: its endpoint is gone ("stopped") or it no longer applies ("skipped"). */
export async function settleEnded(
  boss: PgBoss,
  channel: Channel,
  job: Pick<LeadJob, "id" | "output">,
  outcome: "stopped" | "skipped",
  reason: string,
  tx?: Queryable,
): Promise<void> {
  await boss.complete(
    queueOf(channel),
    job.id,
    { outcome, reason, attempts: job.output?.attempts ?? 0 } satisfies JobOutput,
    { includeQueued: true, ...(tx ? { db: inTransaction(tx) } : {}) },
  );
}

/**
 * An attempt failed: pg-boss retries it after the channel's backoff, or fails it when its retries
 * are spent; an endpoint's Retry-After, when later, moves the retry to then. Returns the job's
 * state after, and when it is retried, when.
 */
export async function settleRetry(
  boss: PgBoss,
  channel: Channel,
  job: Pick<LeadJob, "id" | "output">,
  error: string,
  options: { retryAfterMs?: number; now: Date; tx?: Queryable },
): Promise<{ state: "retry" | "failed"; startAfter?: Date }> {
  const db = options.tx ? { db: inTransaction(options.tx) } : {};
  await boss.fail(queueOf(channel), job.id, { error, attempts: attemptsOf(job) } satisfies JobOutput, db);
  const after = await jobOf(boss, channel, job.id, options.tx);
  if (after?.state !== "retry") return { state: "failed" };
  const asked = options.now.getTime() + Math.max(0, options.retryAfterMs ?? 0);
  if (asked <= after.startAfter.getTime()) return { state: "retry", startAfter: after.startAfter };
  await boss.update(queueOf(channel), undefined, { id: job.id, startAfter: new Date(asked), ...db });
  return { state: "retry", startAfter: new Date(asked) };
}

/** Holds a job that must not go yet (its lead was marked spam); `release` puts it back in the queue. */
export async function hold(boss: PgBoss, channel: Channel, id: string, tx?: Queryable): Promise<void> {
  await boss.cancel(queueOf(channel), id, tx ? { db: inTransaction(tx) } : {});
}

export async function release(boss: PgBoss, channel: Channel, id: string, tx?: Queryable): Promise<void> {
  await boss.resume(queueOf(channel), id, tx ? { db: inTransaction(tx) } : {});
}

/** Claims up to `limit` due jobs of a channel for this run (leased for the channel's leaseS). */
export async function claimDue(boss: PgBoss, channel: Channel, limit = 20): Promise<LeadJob[]> {
  return await boss.fetch<JobData>(queueOf(channel), { batchSize: limit, includeMetadata: true });
}

/**
 * `retry --now`: every waiting job of every channel due now, whatever its backoff said (pg-boss's
 * own clock, `job_now()`, the one its claims compare with). A job held for spam stays held. Returns how many.
 */
export async function makeAllDue(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = ${JOB_SCHEMA}.job_now() WHERE name = ANY($1::text[]) AND state IN ('created', 'retry') RETURNING id`,
    [CHANNELS.map(queueOf)],
  );
  return rows.length;
}

/** A job's state in the team's words: pending, sending, delivered, stopped, skipped, failed or held. */
export const JOB_STATUS_SQL = `CASE j.state WHEN 'created' THEN 'pending' WHEN 'retry' THEN 'pending' WHEN 'active' THEN 'sending'
  WHEN 'completed' THEN coalesce(j.output->>'outcome', 'delivered') WHEN 'cancelled' THEN 'held' ELSE j.state::text END`;
/** The channel a job belongs to, from its queue's name. */
export const JOB_CHANNEL_SQL = `substr(j.name, ${"lead-".length + 1})`;

export type JobStatus = "pending" | "sending" | "delivered" | "stopped" | "skipped" | "failed" | "held";

/** One job as the team's page and the tests see it. */
export interface JobView {
  id: string;
  leadId: string;
  channel: Channel;
  event: string;
  status: JobStatus;
  attempts: number;
  lastError?: string;
  /** When a pending job is tried next. */
  nextAttemptAt?: Date;
  createdAt: Date;
}

/** The jobs of these leads, oldest first. */
export async function jobsOf(db: Queryable, leadIds: readonly string[]): Promise<JobView[]> {
  if (leadIds.length === 0) return [];
  const rows = await db.query<{
    id: string;
    leadId: string;
    channel: Channel;
    event: string;
    status: JobStatus;
    attempts: number | null;
    lastError: string | null;
    startAfter: Date | string;
    createdAt: Date | string;
  }>(
    `SELECT j.id::text AS id, j.data->>'leadId' AS "leadId", ${JOB_CHANNEL_SQL} AS channel, j.data->>'event' AS event,
       ${JOB_STATUS_SQL} AS status, (j.output->>'attempts')::int AS attempts,
       coalesce(j.output->>'error', j.output->>'reason', j.output->'value'->>'message') AS "lastError",
       j.start_after AS "startAfter", j.created_on AS "createdAt"
     FROM ${JOB_SCHEMA}.job j WHERE j.name = ANY($1::text[]) AND j.data->>'leadId' = ANY($2::text[])
     ORDER BY j.created_on, j.name`,
    [CHANNELS.map(queueOf), leadIds],
  );
  return rows.map((row) => {
    const view: JobView = {
      id: row.id,
      leadId: row.leadId,
      channel: row.channel,
      event: row.event,
      status: row.status,
      attempts: row.attempts ?? 0,
      createdAt: new Date(row.createdAt),
    };
    if (row.lastError !== null && row.status !== "delivered") view.lastError = row.lastError;
    if (row.status === "pending") view.nextAttemptAt = new Date(row.startAfter);
    return view;
  });
}

/** Deletes the jobs of these leads (deleted with them: a job's payload holds what the visitor sent). */
export const DELETE_JOBS_OF_SQL = (leadIds: string): string =>
  `DELETE FROM ${JOB_SCHEMA}.job WHERE name = ANY('{${CHANNELS.map(queueOf).join(",")}}'::text[]) AND data->>'leadId' IN (${leadIds})`;
