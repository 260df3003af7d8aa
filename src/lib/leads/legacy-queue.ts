/**
 * Migration 7, once per database, under the migrations' lock: the two hand-written queues this
 * store had before the job queue (jobs.ts) become jobs, so an upgrade drops nothing. Every pending
 * lead (not spam) gets its email's job, due when its backoff said; every row of `lead_deliveries`
 * becomes its channel's job with the same id (a webhook's id is the receiver's key) and frozen
 * body, pending ones due when they were, settled ones settled as they were (for the team's page).
 * Then the old table and the leads' own retry column go, and a trigger deletes a lead's jobs with
 * the lead.
 */
import type { PgBoss } from "pg-boss";
import type { Db } from "./db";
import {
  CHANNELS,
  DELETE_JOBS_OF_SQL,
  enqueue,
  inTransaction,
  queueOf,
  settleDelivered,
  settleEnded,
  type Channel,
} from "./jobs";
import { MIGRATION_LOCK_KEY } from "./migrations";

export const LEGACY_QUEUE_MIGRATION = {
  version: 7,
  name: "deliveries moved to the job queue, deleted with their lead",
};

interface LegacyDelivery {
  id: string;
  leadId: string;
  channel: Exclude<Channel, "email">;
  event: string;
  payload: string;
  status: "pending" | "delivered" | "failed" | "stopped" | "skipped";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | string | null;
}

export async function moveLegacyQueue(db: Db, boss: PgBoss): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    const [done] = await tx.query("SELECT 1 FROM lead_migrations WHERE version = $1", [LEGACY_QUEUE_MIGRATION.version]);
    if (done) return false;
    const leads = await tx.query<{ id: string; due: Date | string | null }>(
      "SELECT id::text AS id, next_attempt_at AS due FROM leads WHERE status = 'pending' AND stage <> 'spam'",
    );
    for (const lead of leads) {
      await enqueue(
        boss,
        {
          channel: "email",
          id: lead.id,
          data: { leadId: lead.id, event: "lead.created" },
          ...(lead.due === null ? {} : { holdUntil: new Date(lead.due) }),
        },
        tx,
      );
    }
    const deliveries = await tx.query<LegacyDelivery>(
      `SELECT id::text AS id, lead_id::text AS "leadId", channel, event, payload, status, attempts,
         last_error AS "lastError", next_attempt_at AS "nextAttemptAt" FROM lead_deliveries ORDER BY created_at`,
    );
    for (const d of deliveries) {
      if (!CHANNELS.includes(d.channel)) continue;
      const held = d.status === "pending" ? d.nextAttemptAt : new Date(Date.now() + 365 * 86_400_000);
      await enqueue(
        boss,
        {
          channel: d.channel,
          id: d.id,
          data: { leadId: d.leadId, event: d.event, payload: d.payload },
          ...(held === null ? {} : { holdUntil: new Date(held) }),
        },
        tx,
      );
      if (d.status === "delivered")
        await settleDelivered(boss, d.channel, { id: d.id, output: { attempts: Math.max(0, d.attempts - 1) } }, tx);
      else if (d.status === "stopped" || d.status === "skipped")
        await settleEnded(
          boss,
          d.channel,
          { id: d.id, output: { attempts: d.attempts } },
          d.status,
          d.lastError ?? d.status,
          tx,
        );
      else if (d.status === "failed") {
        // Failed for good: no retries left, then the failure with its last error.
        await boss.update(queueOf(d.channel), undefined, { id: d.id, retryLimit: 0, db: inTransaction(tx) });
        await boss.fail(
          queueOf(d.channel),
          d.id,
          { error: d.lastError ?? "failed", attempts: d.attempts },
          {
            db: inTransaction(tx),
          },
        );
      }
    }
    // A lead's jobs go with it, whatever deletes it (retention, `delete --email`, by hand): their payloads hold what the visitor sent.
    await tx.query(
      `CREATE FUNCTION lead_jobs_go_with_leads() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         ${DELETE_JOBS_OF_SQL("SELECT id::text FROM gone")};
         RETURN NULL;
       END $$`,
    );
    await tx.query(
      `CREATE TRIGGER lead_jobs_go_with_leads AFTER DELETE ON leads REFERENCING OLD TABLE AS gone
       FOR EACH STATEMENT EXECUTE FUNCTION lead_jobs_go_with_leads()`,
    );
    await tx.query("DROP TABLE lead_deliveries");
    await tx.query("DROP INDEX IF EXISTS leads_due");
    await tx.query("ALTER TABLE leads DROP COLUMN next_attempt_at");
    await tx.query("INSERT INTO lead_migrations (version, name) VALUES ($1, $2)", [
      LEGACY_QUEUE_MIGRATION.version,
      LEGACY_QUEUE_MIGRATION.name,
    ]);
    return true;
  });
}
