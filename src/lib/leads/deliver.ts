/**
 * The team's email about a stored lead, as a job of the `email` channel (jobs.ts): rendered from the
 * lead as the contact Function would have sent it, with the lead's id as Resend's Idempotency-Key,
 * so even a run that crashes after sending (its lease then ends, and another run takes the job)
 * cannot make a second email. The worker (worker.ts) claims the due jobs and calls `attemptEmail`.
 */
import type { PgBoss } from "pg-boss";
import { renderNotification } from "./notify/team-email";
import { type EmailMessage, type Transport } from "../platform/email";
import type { Env } from "../env";
import type { Logger } from "../platform/log";
import { describeAttribution } from "./attribution";
import { hold, queueOf, type LeadJob } from "./jobs";
import type { Lead, LeadStore } from "./store";
import { BUDGET_OPTIONS, type BudgetValue } from "../content/enquiry";

export { DEFAULT_RETENTION_DAYS, retentionDays } from "../content/retention";

const isBudget = (value: string | undefined): value is BudgetValue =>
  BUDGET_OPTIONS.some((option) => option.value === value);

/** The notification for a stored lead, as the Function would have sent it. */
export function notificationFor(lead: Lead, env: Env): EmailMessage {
  const interests = lead.service !== undefined ? [{ value: lead.service, label: lead.interest ?? lead.service }] : [];
  // The lead as kept, as the first send renders it (accept.ts): the AI search check's address,
  // score, comparison and report come with it.
  return renderNotification(
    { ...lead, budget: isBudget(lead.budget) ? lead.budget : undefined },
    env,
    interests,
    describeAttribution(lead.attribution),
  );
}

export interface EmailDeps {
  transport: Transport;
  env: Env;
  log: Logger;
  now: () => Date;
}

export type EmailOutcome = "delivered" | "retrying" | "failed" | "held" | "gone";

/** One attempt at a claimed email job, its outcome recorded on the job and the lead together. Never throws for the send. */
export async function attemptEmail(
  store: LeadStore,
  boss: PgBoss,
  job: LeadJob,
  deps: EmailDeps,
): Promise<EmailOutcome> {
  const lead = await store.get(job.data.leadId);
  if (!lead) {
    // Deleted while its job was claimed (its jobs go with it): nothing to send.
    await boss.deleteJob(queueOf("email"), job.id);
    return "gone";
  }
  if (lead.stage === "spam") {
    // Marked spam after it arrived: held until the team moves it back to new (work.ts releases it).
    await hold(boss, "email", job.id);
    return "held";
  }
  const outcome = await deps.transport.send(notificationFor(lead, deps.env), lead.id).catch((error: unknown) => ({
    ok: false as const,
    reason: `transport threw: ${error instanceof Error ? error.message : String(error)}`,
  }));
  if (outcome.ok) {
    await store.markDelivered(lead.id, deps.now());
    deps.log("info", `lead ${lead.id} delivered via ${deps.transport.name} on retry`);
    return "delivered";
  }
  const status = await store.markUndelivered(lead.id, outcome.reason, deps.now());
  deps.log(
    status === "failed" ? "error" : "warn",
    `lead ${lead.id} not delivered via ${deps.transport.name} (${outcome.reason}); ${status === "failed" ? "its retries are spent: marked failed" : "will retry"}`,
  );
  return status === "failed" ? "failed" : "retrying";
}
