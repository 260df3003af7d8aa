/**
 * Notifications for stored leads: the email each lead becomes, retried with backoff until
 * delivered (or for RETRY_WINDOW_MS, then marked failed with the reason), exactly once: a run
 * claims rows no other run holds (FOR UPDATE SKIP LOCKED), and Resend's Idempotency-Key is the
 * lead's id, so even a run that crashes after sending cannot make a second email. The same job
 * applies the retention period. Runs from `npm run serve` (a timer), a Netlify scheduled Function
 * every 10 minutes (netlify/functions/leads-jobs.mts) and `npm run leads -- retry`.
 */
import { renderNotification, type EmailMessage, type Transport } from "../contact/email";
import type { Env } from "../env";
import type { Logger } from "../http";
import { retentionDays } from "../content/retention";
import { describeAttribution } from "./attribution";
import { RETRY_WINDOW_MS, type Lead, type LeadStore } from "./store";
import { BUDGET_OPTIONS, type BudgetValue } from "../contact/options";
import { retryDeliveries, type DeliveryReport } from "./notify/send";

export { DEFAULT_RETENTION_DAYS, retentionDays } from "../content/retention";

const isBudget = (value: string | undefined): value is BudgetValue =>
  BUDGET_OPTIONS.some((option) => option.value === value);

/** The notification for a stored lead, as the Function would have sent it. */
export function notificationFor(lead: Lead, env: Env): EmailMessage {
  const interests = lead.service !== undefined ? [{ value: lead.service, label: lead.interest ?? lead.service }] : [];
  return renderNotification(
    {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      website: lead.website,
      service: lead.service,
      budget: isBudget(lead.budget) ? lead.budget : undefined,
      message: lead.message,
    },
    env,
    interests,
    describeAttribution(lead.attribution),
  );
}

export interface JobReport {
  delivered: number;
  retrying: number;
  failed: number;
  purged: number;
}

export interface JobDeps {
  transport: Transport;
  env: Env;
  log: Logger;
  now?: () => Date;
}

/** Sends every due lead once; returns what became of them. Never throws for one lead's failure. */
export async function retryDue(store: LeadStore, deps: JobDeps): Promise<Omit<JobReport, "purged">> {
  const now = deps.now ?? (() => new Date());
  const report = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const leads = await store.claimDue(now());
    if (leads.length === 0) return report;
    for (const lead of leads) {
      if (now().getTime() - lead.receivedAt.getTime() >= RETRY_WINDOW_MS) {
        const reason = `not delivered within 24 hours (last error: ${lead.lastError ?? "none recorded"})`;
        await store.markFailed(lead.id, reason);
        deps.log("error", `lead ${lead.id} marked failed: ${reason}`);
        report.failed += 1;
        continue;
      }
      const outcome = await deps.transport.send(notificationFor(lead, deps.env), lead.id).catch((error: unknown) => ({
        ok: false as const,
        reason: `transport threw: ${error instanceof Error ? error.message : String(error)}`,
      }));
      if (outcome.ok) {
        await store.markDelivered(lead.id, now());
        deps.log("info", `lead ${lead.id} delivered via ${deps.transport.name} on retry`);
        report.delivered += 1;
      } else {
        const status = await store.markUndelivered(lead.id, outcome.reason, now());
        deps.log(
          status === "failed" ? "error" : "warn",
          `lead ${lead.id} not delivered via ${deps.transport.name} (${outcome.reason}); ${status === "failed" ? "marked failed" : "will retry"}`,
        );
        if (status === "failed") report.failed += 1;
        else report.retrying += 1;
      }
    }
  }
}

/** The scheduled job: due retries of the team's emails, then of the other messages (notify/), then the retention period. */
export async function runLeadJobs(store: LeadStore, deps: JobDeps): Promise<JobReport & { messages: DeliveryReport }> {
  const retried = await retryDue(store, deps);
  // The confirmation's own transport (the settings'), never the team's email's.
  const messages = await retryDeliveries(store, {
    env: deps.env,
    log: deps.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const purged = await store.purge((deps.now ?? (() => new Date()))(), retentionDays(deps.env));
  if (purged > 0) deps.log("info", `${purged} lead(s) older than ${retentionDays(deps.env)} days deleted`);
  return { ...retried, purged, messages };
}
