/**
 * Leads in Postgres: what the contact Function writes before it answers, what the retries, the
 * `npm run leads` command and the team's page read. Every statement is here; the rest of the code
 * speaks in typed leads. Times are passed in (never the database's clock) so that tests and the
 * retry schedule agree.
 */
import { createHash } from "node:crypto";
import type { Attribution } from "./attribution";
import { migrate, type Db, type Queryable } from "./db";
import type { LeadStage } from "./stages";

export const LEAD_STATUSES = ["pending", "delivered", "failed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a bot check caught is kept this long (as stage spam), so a mistake can be undone, then deleted. */
export const SPAM_RETENTION_DAYS = 30;

/** How long a notification is retried before the lead is marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_DELAY_S. */
export const RETRY_FIRST_DELAY_S = 60;
export const RETRY_MAX_DELAY_S = 60 * 60;
/** A claimed lead is someone's to send for this long; past it (a crash) another run may take it. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** What the visitor sent, as the store keeps it. */
export interface LeadFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** The form asks for none today; kept so an export's columns never change when it does. */
  company?: string;
  website?: string;
  /** The option's value (service slug) and its label when the visitor chose one. */
  service?: string;
  interest?: string;
  budget?: string;
  message: string;
  /** The AI search check the visitor sent with the enquiry: the address and its score. */
  checkedUrl?: string;
  checkScore?: number;
}

export interface NewLead extends LeadFields {
  id: string;
  receivedAt: Date;
  attribution: Attribution;
}

export interface Lead extends NewLead {
  status: LeadStatus;
  stage: LeadStage;
  stageChangedAt?: Date;
  /** The team member's login (or "local", "terminal") who set the stage last. */
  stageChangedBy?: string;
  /** The first move out of `new` (to anything but spam). */
  firstResponseAt?: Date;
  attempts: number;
  lastError?: string;
  nextAttemptAt?: Date;
  deliveredAt?: Date;
  /** What Resend last said of the team's notification and of the enquirer's confirmation (notify/email-events.ts). */
  emailEvent?: string;
  confirmationEvent?: string;
  /** Why the team may not have seen this lead (its notification bounced or was marked spam). */
  needsAttention?: string;
  /** Each channel's message about the lead, e.g. "confirmation delivered, slack delivered, webhook pending". */
  messages?: string;
}

/** The columns every read selects, named as the Lead's fields. */
const COLUMNS = `id::text AS id, received_at AS "receivedAt", first_name AS "firstName", last_name AS "lastName",
  email, phone, company, website, service, interest, budget, message,
  landing_page AS "landingPage", referrer, utm_source AS "utmSource", utm_medium AS "utmMedium",
  utm_campaign AS "utmCampaign", utm_term AS "utmTerm", utm_content AS "utmContent",
  pages_viewed AS "pagesViewed", form_page AS "formPage", status, attempts, last_error AS "lastError",
  next_attempt_at AS "nextAttemptAt", delivered_at AS "deliveredAt", checked_url AS "checkedUrl", check_score AS "checkScore",
  stage, stage_changed_at AS "stageChangedAt", stage_changed_by AS "stageChangedBy", first_response_at AS "firstResponseAt",
  (SELECT e.type FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'notification' ORDER BY e.occurred_at DESC, e.message_id LIMIT 1) AS "emailEvent",
  (SELECT e.type FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'confirmation' ORDER BY e.occurred_at DESC, e.message_id LIMIT 1) AS "confirmationEvent",
  (SELECT e.type || coalesce(' (' || e.detail || ')', '') FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'notification' AND e.type IN ('bounced', 'complained') ORDER BY e.occurred_at DESC LIMIT 1) AS "notificationProblem",
  (SELECT string_agg(d.channel || ' ' || d.status, ', ' ORDER BY d.channel) FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.event = 'lead.created') AS "messages"`;

interface LeadRow {
  id: string;
  receivedAt: Date | string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  website: string | null;
  service: string | null;
  interest: string | null;
  budget: string | null;
  message: string;
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  pagesViewed: number | null;
  formPage: string | null;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | string | null;
  deliveredAt: Date | string | null;
  emailEvent: string | null;
  confirmationEvent: string | null;
  notificationProblem: string | null;
  messages: string | null;
  checkedUrl: string | null;
  checkScore: number | null;
  stage: LeadStage;
  stageChangedAt: Date | string | null;
  stageChangedBy: string | null;
  firstResponseAt: Date | string | null;
}

const optional = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
const time = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const optionalTime = (value: Date | string | null): Date | undefined => (value === null ? undefined : time(value));

function toLead(row: LeadRow): Lead {
  const attribution: Attribution = Object.fromEntries(
    Object.entries({
      landingPage: row.landingPage,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
      pagesViewed: row.pagesViewed,
      formPage: row.formPage,
    }).filter(([, value]) => value !== null),
  );
  const lead: Lead = {
    id: row.id,
    receivedAt: time(row.receivedAt),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: optional(row.phone),
    company: optional(row.company),
    website: optional(row.website),
    service: optional(row.service),
    interest: optional(row.interest),
    budget: optional(row.budget),
    message: row.message,
    attribution,
    status: row.status,
    attempts: row.attempts,
    lastError: optional(row.lastError),
    nextAttemptAt: optionalTime(row.nextAttemptAt),
    deliveredAt: optionalTime(row.deliveredAt),
    emailEvent: optional(row.emailEvent),
    confirmationEvent: optional(row.confirmationEvent),
    needsAttention:
      row.notificationProblem === null
        ? undefined
        : `The team's notification email ${row.notificationProblem}; nobody may have seen this enquiry.`,
    messages: optional(row.messages),
    checkedUrl: optional(row.checkedUrl),
    checkScore: optional(row.checkScore),
    stage: row.stage,
    stageChangedAt: optionalTime(row.stageChangedAt),
    stageChangedBy: optional(row.stageChangedBy),
    firstResponseAt: optionalTime(row.firstResponseAt),
  };
  return Object.fromEntries(Object.entries(lead).filter(([, value]) => value !== undefined)) as unknown as Lead;
}

export interface LeadFilter {
  since?: Date;
  status?: LeadStatus;
  stage?: LeadStage;
  /** Words found (any case) in the name, email, company or message. */
  search?: string;
  /** Leaves spam out (the team page's default view; spam shows under its own filter). */
  hideSpam?: boolean;
  limit?: number;
}

/** What the visitor sent, fingerprinted: a retried post has the same, another message under a reused id does not. */
export function contentHash(lead: LeadFields): string {
  const fields = [
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.company,
    lead.website,
    lead.service,
    lead.budget,
    lead.message,
  ];
  return createHash("sha256")
    .update(JSON.stringify(fields.map((field) => field ?? null)), "utf8")
    .digest("hex");
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Seconds before retry number `attempts + 1`: 60, 120, 240, … at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_S * 2 ** attempts, RETRY_MAX_DELAY_S);
}

export class LeadStore {
  private ready: Promise<unknown> | undefined;

  constructor(readonly db: Db) {}

  get kind(): Db["kind"] {
    return this.db.kind;
  }

  get location(): string {
    return this.db.location;
  }

  /** Applies the migrations on first use (once per instance; idempotent across instances). */
  private async sql(): Promise<Queryable> {
    this.ready ??= migrate(this.db).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    return this.db;
  }

  /** A statement of the lead modules (work.ts, report.ts), once the schema is in place. */
  async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await this.sql()).query<Row>(text, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    await this.sql();
    return this.db.transaction(work);
  }

  /**
   * Keeps a new lead, pending, held for the request that is sending it until `holdUntil` (so no
   * retry run sends it meanwhile). "duplicate" when a lead with this id and the same content is
   * already kept (a retried post); "conflict" when the id was kept with other content. A lead
   * kept as `spam` is never sent (no next attempt) until the team moves it back to `new`.
   */
  async insert(
    lead: NewLead,
    holdUntil: Date,
    stage: "new" | "spam" = "new",
  ): Promise<"stored" | "duplicate" | "conflict"> {
    const sql = await this.sql();
    const hash = contentHash(lead);
    const a = lead.attribution;
    const rows = await sql.query<{ id: string }>(
      `INSERT INTO leads (id, received_at, first_name, last_name, email, phone, company, website, service, interest, budget, message,
         landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, pages_viewed, form_page,
         status, attempts, next_attempt_at, checked_url, check_score, content_hash, stage)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, 'pending', 0, $22, $23, $24, $25, $26)
       ON CONFLICT (id) DO NOTHING RETURNING id::text AS id`,
      [
        lead.id,
        lead.receivedAt.toISOString(),
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone ?? null,
        lead.company ?? null,
        lead.website ?? null,
        lead.service ?? null,
        lead.interest ?? null,
        lead.budget ?? null,
        lead.message,
        a.landingPage ?? null,
        a.referrer ?? null,
        a.utmSource ?? null,
        a.utmMedium ?? null,
        a.utmCampaign ?? null,
        a.utmTerm ?? null,
        a.utmContent ?? null,
        a.pagesViewed ?? null,
        a.formPage ?? null,
        stage === "spam" ? null : holdUntil.toISOString(),
        lead.checkedUrl ?? null,
        lead.checkScore ?? null,
        hash,
        stage,
      ],
    );
    if (rows.length === 1) return "stored";
    const [kept] = await sql.query<{ hash: string | null }>("SELECT content_hash AS hash FROM leads WHERE id = $1", [
      lead.id,
    ]);
    // A row kept before fingerprints were (hash null) cannot be told apart: taken as the same.
    return kept?.hash === null || kept?.hash === undefined || kept.hash === hash ? "duplicate" : "conflict";
  }

  /** The migrated database, for the modules that keep their own tables beside the leads (notify/). */
  migrated(): Promise<Queryable> {
    return this.sql();
  }

  async get(id: string): Promise<Lead | undefined> {
    const sql = await this.sql();
    const [row] = await sql.query<LeadRow>(`SELECT ${COLUMNS} FROM leads WHERE id = $1`, [id]);
    return row ? toLead(row) : undefined;
  }

  async markDelivered(id: string, now: Date): Promise<void> {
    const sql = await this.sql();
    await sql.query(
      "UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL, delivered_at = $2 WHERE id = $1",
      [id, now.toISOString()],
    );
  }

  /**
   * Records a failed send: retried later with backoff, or marked failed once the retry window
   * since the lead arrived has passed. Returns the lead's status after.
   */
  async markUndelivered(id: string, reason: string, now: Date): Promise<LeadStatus | undefined> {
    const sql = await this.sql();
    const [row] = await sql.query<{ status: LeadStatus }>(
      `UPDATE leads SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN $3::timestamptz >= received_at + make_interval(secs => $4::double precision / 1000) THEN 'failed' ELSE 'pending' END,
         next_attempt_at = CASE WHEN $3::timestamptz >= received_at + make_interval(secs => $4::double precision / 1000) THEN NULL
           ELSE $3::timestamptz + make_interval(secs => LEAST($5::double precision * power(2, attempts), $6::double precision)) END
       WHERE id = $1 AND status = 'pending' RETURNING status`,
      [id, reason, now.toISOString(), RETRY_WINDOW_MS, RETRY_FIRST_DELAY_S, RETRY_MAX_DELAY_S],
    );
    return row?.status;
  }

  /** Marks a lead failed without another attempt (its retry window has passed). */
  async markFailed(id: string, reason: string): Promise<void> {
    const sql = await this.sql();
    await sql.query(
      "UPDATE leads SET status = 'failed', last_error = $2, next_attempt_at = NULL WHERE id = $1 AND status = 'pending'",
      [id, reason],
    );
  }

  /** Makes every pending lead (not spam) due now, whatever its backoff said: `npm run leads -- retry --now`. Returns how many. */
  async makePendingDue(now: Date): Promise<number> {
    const sql = await this.sql();
    const rows = await sql.query<{ id: string }>(
      "UPDATE leads SET next_attempt_at = $1 WHERE status = 'pending' AND stage <> 'spam' RETURNING id::text AS id",
      [now.toISOString()],
    );
    return rows.length;
  }

  /**
   * Takes up to `limit` pending leads whose next attempt is due, oldest first, for this run alone:
   * rows another run has locked are skipped, and each taken row is held for CLAIM_LEASE_MS.
   */
  async claimDue(now: Date, limit = 20): Promise<Lead[]> {
    await this.sql();
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<LeadRow>(
        `UPDATE leads SET next_attempt_at = $2::timestamptz + make_interval(secs => $3::double precision / 1000)
         WHERE id IN (
           SELECT id FROM leads WHERE status = 'pending' AND stage <> 'spam' AND next_attempt_at <= $2::timestamptz
           ORDER BY received_at LIMIT $1 FOR UPDATE SKIP LOCKED
         ) RETURNING ${COLUMNS}`,
        [limit, now.toISOString(), CLAIM_LEASE_MS],
      );
      return rows.map(toLead).sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    });
  }

  /** Leads newest first. */
  async list(filter: LeadFilter = {}): Promise<Lead[]> {
    const sql = await this.sql();
    const rows = await sql.query<LeadRow>(
      `SELECT ${COLUMNS} FROM leads
       WHERE ($1::timestamptz IS NULL OR received_at >= $1::timestamptz) AND ($2::text IS NULL OR status = $2::text)
         AND ($4::text IS NULL OR stage = $4::text)
         AND ($5::text IS NULL OR concat_ws(' ', first_name, last_name, email, company, message) ILIKE $5::text)
         AND (NOT $6::boolean OR stage <> 'spam')
       ORDER BY received_at DESC, id LIMIT $3`,
      [
        filter.since?.toISOString() ?? null,
        filter.status ?? null,
        filter.limit ?? 100_000,
        filter.stage ?? null,
        filter.search?.trim() ? containing(filter.search.trim()) : null,
        filter.hideSpam === true,
      ],
    );
    return rows.map(toLead);
  }

  /** Deletes leads received more than `retentionDays` before `now`, and spam after SPAM_RETENTION_DAYS; returns how many. */
  async purge(now: Date, retentionDays: number): Promise<number> {
    const sql = await this.sql();
    const rows = await sql.query<{ id: string }>(
      `DELETE FROM leads WHERE received_at < $1::timestamptz - make_interval(days => $2::integer)
         OR (stage = 'spam' AND received_at < $1::timestamptz - make_interval(days => $3::integer)) RETURNING id::text AS id`,
      [now.toISOString(), retentionDays, SPAM_RETENTION_DAYS],
    );
    await sql.query("DELETE FROM lead_sessions WHERE expires_at < $1::timestamptz", [now.toISOString()]);
    return rows.length;
  }

  /** Deletes every lead from this email address (any case); returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const sql = await this.sql();
    const rows = await sql.query<{ id: string }>(
      "DELETE FROM leads WHERE lower(email) = lower($1) RETURNING id::text AS id",
      [email.trim()],
    );
    return rows.length;
  }

  /** A team session (`kind` "session"), or a one-time sign-in link (`kind` "link"); only the token's hash is kept. */
  async createSession(
    tokenHash: string,
    login: string,
    expiresAt: Date,
    kind: "session" | "link" = "session",
  ): Promise<void> {
    const sql = await this.sql();
    await sql.query("INSERT INTO lead_sessions (token_hash, login, expires_at, kind) VALUES ($1, $2, $3, $4)", [
      tokenHash,
      login,
      expiresAt.toISOString(),
      kind,
    ]);
  }

  /** The login a live session belongs to. */
  async sessionLogin(tokenHash: string, now: Date): Promise<string | undefined> {
    const sql = await this.sql();
    const [row] = await sql.query<{ login: string }>(
      "SELECT login FROM lead_sessions WHERE token_hash = $1 AND kind = 'session' AND expires_at > $2",
      [tokenHash, now.toISOString()],
    );
    return row?.login;
  }

  /** Uses up a live one-time link: its login the first time, undefined ever after. */
  async consumeLink(tokenHash: string, now: Date): Promise<string | undefined> {
    const sql = await this.sql();
    const [row] = await sql.query<{ login: string }>(
      "DELETE FROM lead_sessions WHERE token_hash = $1 AND kind = 'link' AND expires_at > $2 RETURNING login",
      [tokenHash, now.toISOString()],
    );
    return row?.login;
  }

  async endSession(tokenHash: string): Promise<void> {
    const sql = await this.sql();
    await sql.query("DELETE FROM lead_sessions WHERE token_hash = $1 AND kind = 'session'", [tokenHash]);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
