/**
 * The messages a lead sends beyond the team's email (a chat alert, the CRM's webhook, the
 * enquirer's confirmation), one row each in `lead_deliveries`, retried on their own schedule: the
 * same backoff as the email (store.ts), for 24 hours from the message's making, never sooner than
 * an endpoint's Retry-After. A run claims rows no other run holds (FOR UPDATE SKIP LOCKED), as the
 * email's retries do. Every statement about these tables is here.
 */
import type { Queryable } from "../db";
import { CLAIM_LEASE_MS, RETRY_FIRST_DELAY_S, RETRY_MAX_DELAY_S, RETRY_WINDOW_MS, type LeadStore } from "../store";

export const CHANNELS = ["slack", "teams", "webhook", "confirmation"] as const;
export type Channel = (typeof CHANNELS)[number];
export type DeliveryStatus = "pending" | "delivered" | "failed" | "stopped" | "skipped";

/** At most one confirmation to an address in this long, whatever the number of enquiries. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;
/** The first key of the advisory lock that serialises confirmations to one address (any number of this application's own). */
const CONFIRMATION_LOCK_KEY = 726_318_405;

export interface NewDelivery {
  id: string;
  leadId: string;
  channel: Channel;
  /** "lead.created", "lead.stage_changed", …: what the message is about. */
  event: string;
  /** Unique when set: one alert, one confirmation and one created event a lead. */
  onceKey?: string;
  /** The body as it will be sent, frozen now so that every retry sends the same. */
  payload: string;
  /** A message made already settled (an endpoint stopped, the hourly cap): kept to say why nothing went. */
  settled?: { status: "skipped" | "stopped"; reason: string };
}

export interface Delivery {
  id: string;
  leadId: string;
  channel: Channel;
  event: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  createdAt: Date;
}

const COLUMNS = `id::text AS id, lead_id::text AS "leadId", channel, event, payload, status, attempts, last_error AS "lastError", created_at AS "createdAt"`;

interface Row {
  id: string;
  leadId: string;
  channel: Channel;
  event: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date | string;
}

function toDelivery(row: Row): Delivery {
  const delivery: Delivery = {
    ...row,
    lastError: row.lastError ?? undefined,
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  };
  if (delivery.lastError === undefined) delete delivery.lastError;
  return delivery;
}

async function insert(
  sql: Queryable,
  delivery: NewDelivery,
  now: Date,
  holdUntil: Date,
): Promise<Delivery | undefined> {
  const [row] = await sql.query<Row>(
    `INSERT INTO lead_deliveries (id, lead_id, channel, event, once_key, payload, status, last_error, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (once_key) DO NOTHING RETURNING ${COLUMNS}`,
    [
      delivery.id,
      delivery.leadId,
      delivery.channel,
      delivery.event,
      delivery.onceKey ?? null,
      delivery.payload,
      delivery.settled?.status ?? "pending",
      delivery.settled?.reason ?? null,
      delivery.settled ? null : holdUntil.toISOString(),
      now.toISOString(),
    ],
  );
  return row ? toDelivery(row) : undefined;
}

/**
 * Keeps new messages, each held for the caller (who sends it at once) until `holdUntil`, so no
 * retry run sends it meanwhile. Returns those made now: a message whose `onceKey` exists is not
 * made again.
 */
export async function enqueue(
  store: LeadStore,
  deliveries: readonly NewDelivery[],
  now: Date,
  holdUntil = new Date(now.getTime() + CLAIM_LEASE_MS),
): Promise<Delivery[]> {
  const sql = await store.migrated();
  const made: Delivery[] = [];
  for (const delivery of deliveries) {
    const row = await insert(sql, delivery, now, holdUntil);
    if (row) made.push(row);
  }
  return made;
}

/**
 * Keeps a confirmation to `email`, or, when another went to that address (any case) within the
 * hour, keeps it as skipped. Two enquiries at once from one address cannot both pass: the check and
 * the insert hold an advisory lock on the address.
 */
export async function enqueueConfirmation(
  store: LeadStore,
  delivery: NewDelivery,
  email: string,
  now: Date,
  holdUntil = new Date(now.getTime() + CLAIM_LEASE_MS),
): Promise<Delivery | undefined> {
  await store.migrated();
  return store.db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))", [CONFIRMATION_LOCK_KEY, email.trim()]);
    const [recent] = await tx.query<{ id: string }>(
      `SELECT d.id::text AS id FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
       WHERE d.channel = 'confirmation' AND d.status IN ('pending', 'delivered') AND lower(l.email) = lower($1)
         AND d.created_at > $2::timestamptz - make_interval(secs => $3::double precision / 1000) AND d.lead_id <> $4
       LIMIT 1`,
      [email.trim(), now.toISOString(), CONFIRMATION_INTERVAL_MS, delivery.leadId],
    );
    const settled = recent
      ? { status: "skipped" as const, reason: "another confirmation went to this address within the hour" }
      : delivery.settled;
    return insert(tx, { ...delivery, settled }, now, holdUntil);
  });
}

/** Takes up to `limit` pending messages that are due, oldest first, for this run alone (held for CLAIM_LEASE_MS). */
export async function claimDue(store: LeadStore, now: Date, limit = 20): Promise<Delivery[]> {
  await store.migrated();
  return store.db.transaction(async (tx) => {
    const rows = await tx.query<Row>(
      `UPDATE lead_deliveries SET next_attempt_at = $2::timestamptz + make_interval(secs => $3::double precision / 1000)
       WHERE id IN (
         SELECT id FROM lead_deliveries WHERE status = 'pending' AND next_attempt_at <= $2::timestamptz
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED
       ) RETURNING ${COLUMNS}`,
      [limit, now.toISOString(), CLAIM_LEASE_MS],
    );
    return rows.map(toDelivery).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

export async function markDelivered(store: LeadStore, id: string, now: Date, providerId?: string): Promise<void> {
  const sql = await store.migrated();
  await sql.query(
    "UPDATE lead_deliveries SET status = 'delivered', attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL, delivered_at = $2, provider_id = $3 WHERE id = $1",
    [id, now.toISOString(), providerId ?? null],
  );
}

/**
 * A failed attempt: the next one after the backoff (60 s doubling to an hour) or the endpoint's
 * Retry-After, whichever is later; failed once 24 hours have passed since the message was made.
 * Returns the status after, and when pending, when the next attempt is due.
 */
export async function markRetry(
  store: LeadStore,
  id: string,
  reason: string,
  now: Date,
  retryAfterMs = 0,
): Promise<{ status: DeliveryStatus; nextAttemptAt?: Date } | undefined> {
  const sql = await store.migrated();
  const [row] = await sql.query<{ status: DeliveryStatus; nextAttemptAt: Date | string | null }>(
    `UPDATE lead_deliveries SET attempts = attempts + 1, last_error = $2,
       status = CASE WHEN $3::timestamptz >= created_at + make_interval(secs => $4::double precision / 1000) THEN 'failed' ELSE 'pending' END,
       next_attempt_at = CASE WHEN $3::timestamptz >= created_at + make_interval(secs => $4::double precision / 1000) THEN NULL
         ELSE $3::timestamptz + make_interval(secs => GREATEST(LEAST($5::double precision * power(2, attempts), $6::double precision), $7::double precision / 1000)) END
     WHERE id = $1 AND status = 'pending' RETURNING status, next_attempt_at AS "nextAttemptAt"`,
    [id, reason, now.toISOString(), RETRY_WINDOW_MS, RETRY_FIRST_DELAY_S, RETRY_MAX_DELAY_S, Math.max(0, retryAfterMs)],
  );
  if (!row) return undefined;
  return row.nextAttemptAt === null
    ? { status: row.status }
    : { status: row.status, nextAttemptAt: new Date(row.nextAttemptAt) };
}

/** Ends a message without another attempt: its window passed ("failed"), its endpoint is gone ("stopped"), or it no longer applies ("skipped"). */
export async function markEnded(
  store: LeadStore,
  id: string,
  status: "failed" | "stopped" | "skipped",
  reason: string,
): Promise<void> {
  const sql = await store.migrated();
  await sql.query(
    "UPDATE lead_deliveries SET status = $2, last_error = $3, next_attempt_at = NULL WHERE id = $1 AND status = 'pending'",
    [id, status, reason],
  );
}

/** Records that an endpoint answered 410 Gone; true the first time. */
export async function stopEndpoint(store: LeadStore, endpoint: string, now: Date, reason: string): Promise<boolean> {
  const sql = await store.migrated();
  const rows = await sql.query<{ endpoint: string }>(
    "INSERT INTO lead_endpoints_stopped (endpoint, stopped_at, reason) VALUES ($1, $2, $3) ON CONFLICT (endpoint) DO NOTHING RETURNING endpoint",
    [endpoint, now.toISOString(), reason],
  );
  return rows.length === 1;
}

export async function stoppedEndpoints(store: LeadStore): Promise<Set<string>> {
  const sql = await store.migrated();
  return new Set(
    (await sql.query<{ endpoint: string }>("SELECT endpoint FROM lead_endpoints_stopped")).map((row) => row.endpoint),
  );
}

/** A lead's messages, oldest first (tests, and what the team's page summarises). */
export async function deliveriesOf(store: LeadStore, leadId: string): Promise<Delivery[]> {
  const sql = await store.migrated();
  return (
    await sql.query<Row>(`SELECT ${COLUMNS} FROM lead_deliveries WHERE lead_id = $1 ORDER BY created_at, channel`, [
      leadId,
    ])
  ).map(toDelivery);
}

/** The lead a confirmation or notification email is about, from the id Resend gave the confirmation. */
export async function leadOfProviderId(
  store: LeadStore,
  providerId: string,
): Promise<{ leadId: string; channel: Channel } | undefined> {
  const sql = await store.migrated();
  const [row] = await sql.query<{ leadId: string; channel: Channel }>(
    `SELECT lead_id::text AS "leadId", channel FROM lead_deliveries WHERE provider_id = $1 LIMIT 1`,
    [providerId],
  );
  return row;
}
