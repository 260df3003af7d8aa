/**
 * Work an enquiry asks for beside its messages, on the same job runner (pg-boss, jobs.ts), in a
 * queue of its own per kind: today the AI search check's live answer run (`lead-live-answers`),
 * which a visitor's enquiry starts and which takes minutes. The job carries its lead's id (so it is
 * deleted with the lead, as every job is) and what to run; the work itself is the caller's (the
 * check's runner), which claims, completes or fails it here. A claimed task is its runner's for its
 * lease; past that (a crash) the next pass takes it up again; a task that keeps failing is tried
 * TASK_RETRIES more times, then failed with its last error.
 */
import type { JobWithMetadata, PgBoss, Queue } from "pg-boss";
import type { JobData } from "./jobs";
import type { LeadStore } from "./store";

export const TASKS = ["live-answers"] as const;
export type Task = (typeof TASKS)[number];

export const taskQueueOf = (task: Task): string => `lead-${task}`;

/** A run takes minutes (n asks of each question of each engine): its lease. */
export const TASK_LEASE_S = 15 * 60;
export const TASK_RETRIES = 2;

const QUEUE: Omit<Queue, "name"> = {
  retryLimit: TASK_RETRIES,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: TASK_LEASE_S,
  retentionSeconds: 7 * 24 * 60 * 60,
  deleteAfterSeconds: 0,
};

const made = new WeakMap<PgBoss, Promise<void>>();

/** The task's queue, made once per job runner. */
async function ready(store: LeadStore, task: Task): Promise<PgBoss> {
  const boss = await store.jobs();
  let making = made.get(boss);
  if (!making) {
    making = (async () => {
      const name = taskQueueOf(task);
      if (!(await boss.getQueue(name))) await boss.createQueue(name, QUEUE);
    })();
    made.set(boss, making);
    making.catch(() => made.delete(boss));
  }
  await making;
  return boss;
}

export type TaskJob = JobWithMetadata<JobData>;

/** Queues a task; its id names it, so a second post never makes a second. False when it was queued before. */
export async function enqueueTask(store: LeadStore, task: Task, id: string, data: JobData): Promise<boolean> {
  const boss = await ready(store, task);
  return (await boss.send(taskQueueOf(task), data, { id })) !== null;
}

/** Claims the next due task, if any (leased for TASK_LEASE_S). */
export async function claimTask(store: LeadStore, task: Task): Promise<TaskJob | undefined> {
  const boss = await ready(store, task);
  await boss.supervise(taskQueueOf(task)).catch(() => undefined);
  const [job] = await boss.fetch<JobData>(taskQueueOf(task), { batchSize: 1, includeMetadata: true });
  return job;
}

export async function completeTask(store: LeadStore, task: Task, id: string): Promise<void> {
  const boss = await ready(store, task);
  await boss.complete(taskQueueOf(task), id, { outcome: "delivered" });
}

/** The task failed this time: retried after its backoff, or failed for good. True when it will be retried. */
export async function failTask(store: LeadStore, task: Task, id: string, error: string): Promise<boolean> {
  const boss = await ready(store, task);
  await boss.fail(taskQueueOf(task), id, { error });
  const [job] = await boss.findJobs(taskQueueOf(task), { id });
  return job?.state === "retry";
}
