/**
 * Leads in Postgres: what a new lead's arrival (accept.ts) writes before the contact Function
 * answers, what the jobs, the `npm run leads` command and the team's page read. Every statement
 * about the leads table is here; the rest of the code speaks in typed leads. A lead's deliveries
 * are jobs in the queue (jobs.ts): its team email is made with it, in the same transaction, so a
 * kept lead always has one.
 */
import { createHash } from "node:crypto";
import type { Clock, PgBoss } from "pg-boss";
import type { Attribution } from "./attribution";
import { migrate, type Db, type Queryable } from "./db";
import {
  enqueue,
  JOB_CHANNEL_SQL,
  JOB_SCHEMA,
  JOB_STATUS_SQL,
  jobOf,
  queueOf,
  RETRY_POLICY,
  settleDelivered,
  settleRetry,
  startJobs,
} from "./jobs";
import { moveLegacyQueue } from "./legacy-queue";
import type { LeadStage } from "./stages";

export const LEAD_STATUSES = ["pending", "delivered", "failed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a bot check caught is kept this long (as stage spam), so a mistake can be undone, then deleted. */
export const SPAM_RETENTION_DAYS = 30;

/**
 * A new lead's email is held this long for the request that keeps it (which sends it at once), so
 * no run of the jobs sends it meanwhile: the email channel's lease (jobs.ts).
 */
export const CLAIM_LEASE_MS = RETRY_POLICY.email.leaseS * 1000;

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
  /** The kept report the enquiry was sent from (its id). */
  checkReport?: string;
  /** The competitors' addresses a comparison checked beside checkedUrl (migration 9). */
  checkCompared?: string[];
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
  /** When its email, while pending, is tried next (its job's). */
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
  (SELECT j.start_after FROM ${JOB_SCHEMA}.job j WHERE j.name = '${queueOf("email")}' AND j.id = leads.id AND j.state IN ('created', 'retry')) AS "nextAttemptAt",
  delivered_at AS "deliveredAt", checked_url AS "checkedUrl", check_score AS "checkScore", check_report AS "checkReport", check_compared AS "checkCompared",
  stage, stage_changed_at AS "stageChangedAt", stage_changed_by AS "stageChangedBy", first_response_at AS "firstResponseAt",
  (SELECT e.type FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'notification' ORDER BY e.occurred_at DESC, e.message_id LIMIT 1) AS "emailEvent",
  (SELECT e.type FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'confirmation' ORDER BY e.occurred_at DESC, e.message_id LIMIT 1) AS "confirmationEvent",
  (SELECT e.type || coalesce(' (' || e.detail || ')', '') FROM lead_email_events e WHERE e.lead_id = leads.id AND e.kind = 'notification' AND e.type IN ('bounced', 'complained') ORDER BY e.occurred_at DESC LIMIT 1) AS "notificationProblem",
  (SELECT string_agg(${JOB_CHANNEL_SQL} || ' ' || ${JOB_STATUS_SQL}, ', ' ORDER BY j.name) FROM ${JOB_SCHEMA}.job j
    WHERE j.name <> '${queueOf("email")}' AND j.data->>'leadId' = leads.id::text AND j.data->>'event' = 'lead.created') AS "messages"`;

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
  checkReport: string | null;
  checkCompared: string[] | null;
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
    checkReport: optional(row.checkReport),
    checkCompared: row.checkCompared === null || row.checkCompared.length === 0 ? undefined : row.checkCompared,
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

/** A live team session (store.session): who, and for a GitHub sign-in what lets GitHub be asked again. */
export interface TeamSession {
  login: string;
  /** Absent for a session a one-time link opened: no GitHub account behind it. */
  github?: { sealedToken: string; checkedAt: Date };
}

export interface StoreOptions {
  /** The job queue's clock (tests pass pg-boss's TestClock); the system's by default. */
  clock?: Clock;
}

export class LeadStore {
  private ready: Promise<PgBoss> | undefined;

  constructor(
    readonly db: Db,
    private readonly options: StoreOptions = {},
  ) {}

  get kind(): Db["kind"] {
    return this.db.kind;
  }

  get location(): string {
    return this.db.location;
  }

  /** Applies the migrations and starts the job queue on first use (once per instance; idempotent across instances). */
  private async sql(): Promise<Queryable> {
    await this.jobs();
    return this.db;
  }

  /** The job queue (pg-boss, jobs.ts) on this store's database, its schema and queues in place. */
  jobs(): Promise<PgBoss> {
    this.ready ??= (async () => {
      await migrate(this.db);
      const boss = await startJobs(this.db.jobDb, this.db.kind, this.options.clock);
      await moveLegacyQueue(this.db, boss);
      return boss;
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
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
   * Keeps a new lead, pending, with its email's job (its id the lead's) in the same transaction,
   * held for the request that is sending it until `holdUntil` (so no run of the jobs sends it
   * meanwhile). "duplicate" when a lead with this id and the same content is already kept (a
   * retried post); "conflict" when the id was kept with other content. A lead kept as `spam` has
   * no job until the team moves it back to `new` (work.ts).
   */
  async insert(
    lead: NewLead,
    holdUntil: Date,
    stage: "new" | "spam" = "new",
  ): Promise<"stored" | "duplicate" | "conflict"> {
    const boss = await this.jobs();
    const hash = contentHash(lead);
    const a = lead.attribution;
    const stored = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO leads (id, received_at, first_name, last_name, email, phone, company, website, service, interest, budget, message,
         landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, pages_viewed, form_page,
         status, attempts, checked_url, check_score, content_hash, stage, check_report, check_compared)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, 'pending', 0, $22, $23, $24, $25, $26, $27)
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
          lead.checkedUrl ?? null,
          lead.checkScore ?? null,
          hash,
          stage,
          lead.checkReport ?? null,
          lead.checkCompared ?? null,
        ],
      );
      if (rows.length === 1 && stage !== "spam")
        await enqueue(
          boss,
          { channel: "email", id: lead.id, data: { leadId: lead.id, event: "lead.created" }, holdUntil },
          tx,
        );
      return rows.length === 1;
    });
    if (stored) return "stored";
    const [kept] = await this.db.query<{ hash: string | null }>(
      "SELECT content_hash AS hash FROM leads WHERE id = $1",
      [lead.id],
    );
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

  /** The lead's email went (tried in the request, or by the jobs): its job completed, the lead delivered, together. */
  async markDelivered(id: string, now: Date): Promise<void> {
    const boss = await this.jobs();
    await this.db.transaction(async (tx) => {
      await settleDelivered(boss, "email", (await jobOf(boss, "email", id, tx)) ?? { id, output: null }, tx);
      await tx.query(
        "UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_error = NULL, delivered_at = $2 WHERE id = $1",
        [id, now.toISOString()],
      );
    });
  }

  /**
   * Records a failed send of the lead's email: its job is retried with the channel's backoff (jobs.ts),
   * or fails once its retries are spent, and the lead with it. Returns the lead's status after.
   */
  async markUndelivered(id: string, reason: string, now: Date): Promise<LeadStatus | undefined> {
    const boss = await this.jobs();
    return this.db.transaction(async (tx) => {
      const job = await jobOf(boss, "email", id, tx);
      if (!job || job.state === "completed" || job.state === "failed" || job.state === "cancelled") return undefined;
      const after = await settleRetry(boss, "email", job, reason, { now, tx });
      const [row] = await tx.query<{ status: LeadStatus }>(
        "UPDATE leads SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1 AND status = 'pending' RETURNING status",
        [id, reason, after.state === "failed" ? "failed" : "pending"],
      );
      return row?.status;
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

  /** Deletes leads received more than `retentionDays` before `now`, and spam after SPAM_RETENTION_DAYS, with their jobs (a trigger, legacy-queue.ts); returns how many. */
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

  /** Deletes every lead from this email address (any case), with their jobs (a trigger); returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const sql = await this.sql();
    const rows = await sql.query<{ id: string }>(
      "DELETE FROM leads WHERE lower(email) = lower($1) RETURNING id::text AS id",
      [email.trim()],
    );
    return rows.length;
  }

  /**
   * A team session (`kind` "session"), or a one-time sign-in link (`kind` "link"); only the token's
   * hash is kept. A session opened through GitHub keeps the person's GitHub token sealed with a key
   * only the browser's cookie holds (team.ts), and when GitHub last confirmed their access.
   */
  async createSession(
    tokenHash: string,
    login: string,
    expiresAt: Date,
    kind: "session" | "link" = "session",
    github?: { sealedToken: string; checkedAt: Date },
  ): Promise<void> {
    const sql = await this.sql();
    await sql.query(
      "INSERT INTO lead_sessions (token_hash, login, expires_at, kind, github_token, checked_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        tokenHash,
        login,
        expiresAt.toISOString(),
        kind,
        github?.sealedToken ?? null,
        github?.checkedAt.toISOString() ?? null,
      ],
    );
  }

  /** A live session: its login, and for one opened through GitHub the sealed token and when GitHub last confirmed it. */
  async session(tokenHash: string, now: Date): Promise<TeamSession | undefined> {
    const sql = await this.sql();
    const [row] = await sql.query<{ login: string; github_token: string | null; checked_at: string | Date | null }>(
      "SELECT login, github_token, checked_at FROM lead_sessions WHERE token_hash = $1 AND kind = 'session' AND expires_at > $2",
      [tokenHash, now.toISOString()],
    );
    if (!row) return undefined;
    return row.github_token === null
      ? { login: row.login }
      : {
          login: row.login,
          github: {
            sealedToken: row.github_token,
            checkedAt: row.checked_at === null ? new Date(0) : new Date(row.checked_at),
          },
        };
  }

  /** GitHub has just confirmed this session's access again. */
  async sessionChecked(tokenHash: string, at: Date): Promise<void> {
    const sql = await this.sql();
    await sql.query("UPDATE lead_sessions SET checked_at = $2 WHERE token_hash = $1 AND kind = 'session'", [
      tokenHash,
      at.toISOString(),
    ]);
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

  async close(): Promise<void> {
    const boss = await this.ready?.catch(() => undefined);
    await boss?.stop({ graceful: false, close: false });
    await this.db.close();
  }
}
