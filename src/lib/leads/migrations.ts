/**
 * The lead store's schema, as versioned SQL migrations, which the db floor's runner
 * (src/lib/db/migrate.ts, called by db.ts's migrate) applies: each runs once, in order, inside one
 * transaction that holds an advisory lock, so two instances starting together apply it once, and
 * is recorded in `lead_migrations`. Never edit a migration that has shipped; add the next one.
 */
import type { Migration } from "../db/migrate";
import { LEAD_STAGES, STAGE_CHECK, stageCheckSql } from "./stages";

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "leads",
    statements: [
      `CREATE TABLE leads (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        company text,
        website text,
        service text,
        interest text,
        budget text,
        message text NOT NULL,
        landing_page text,
        referrer text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        utm_term text,
        utm_content text,
        pages_viewed integer,
        form_page text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        delivered_at timestamptz
        )`,
      `CREATE INDEX leads_due ON leads (next_attempt_at) WHERE status = 'pending'`,
      `CREATE INDEX leads_received ON leads (received_at DESC)`,
      `CREATE INDEX leads_email ON leads (lower(email))`,
    ],
  },
  {
    version: 2,
    name: "team sessions",
    statements: [
      `CREATE TABLE lead_sessions (
        token_hash text PRIMARY KEY,
        login text NOT NULL,
        expires_at timestamptz NOT NULL
        )`,
    ],
  },
  {
    version: 3,
    name: "one-time sign-in links",
    statements: [
      // A session is what a signed-in browser's cookie names; a link signs one browser in, once.
      `ALTER TABLE lead_sessions ADD COLUMN kind text NOT NULL DEFAULT 'session' CHECK (kind IN ('session', 'link'))`,
    ],
  },
  {
    version: 4,
    name: "notification channels and email events",
    statements: [
      // One row a message to one channel (chat, the CRM's webhook, the enquirer's confirmation),
      // retried on its own; `once_key` makes a lead's alert, confirmation or created event unique.
      // The payload is frozen when the message is made, so every retry sends the same body.
      `CREATE TABLE lead_deliveries (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('slack', 'teams', 'webhook', 'confirmation')),
        event text NOT NULL,
        once_key text UNIQUE,
        payload text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'stopped', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL,
        delivered_at timestamptz,
        provider_id text
        )`,
      `CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending'`,
      `CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id)`,
      // An endpoint that answered 410 Gone: nothing more goes to it (its address's SHA-256, never the address).
      `CREATE TABLE lead_endpoints_stopped (
        endpoint text PRIMARY KEY,
        stopped_at timestamptz NOT NULL,
        reason text NOT NULL
        )`,
      // What the email provider saw happen to an email about a lead; the webhook message's id is the key, so a replay is refused.
      `CREATE TABLE lead_email_events (
        message_id text PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('notification', 'confirmation')),
        type text NOT NULL CHECK (type IN ('delivered', 'delayed', 'bounced', 'complained')),
        email_id text,
        occurred_at timestamptz NOT NULL,
        detail text
        )`,
      `CREATE INDEX lead_email_events_lead ON lead_email_events (lead_id, occurred_at DESC)`,
    ],
  },
  {
    version: 5,
    name: "AI search check on an enquiry",
    statements: [
      // Only the address and the score of a check the visitor sent with the enquiry, never the checked site's content.
      `ALTER TABLE leads ADD COLUMN checked_url text`,
      `ALTER TABLE leads ADD COLUMN check_score integer CHECK (check_score BETWEEN 0 AND 100)`,
    ],
  },
  {
    version: 6,
    name: "stages, notes and submission fingerprints",
    statements: [
      // What the team has done with the lead, apart from whether its notification went out (status).
      // The CHECK from stages.ts's list (as shipped: the same six); syncStageCheck keeps it to the list after.
      `ALTER TABLE leads ADD COLUMN stage text NOT NULL DEFAULT 'new' CONSTRAINT ${STAGE_CHECK} CHECK (${stageCheckSql()})`,
      `ALTER TABLE leads ADD COLUMN stage_changed_at timestamptz`,
      `ALTER TABLE leads ADD COLUMN stage_changed_by text`,
      // The first move out of 'new' (never to spam): the first-response time is this minus received_at.
      `ALTER TABLE leads ADD COLUMN first_response_at timestamptz`,
      // SHA-256 of what the visitor sent, so a reused submission id with other content is told apart from a retry.
      `ALTER TABLE leads ADD COLUMN content_hash text`,
      `CREATE INDEX leads_stage ON leads (stage, received_at DESC)`,
      `CREATE TABLE lead_notes (
        id bigserial PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL
        )`,
      `CREATE INDEX lead_notes_lead ON lead_notes (lead_id, created_at)`,
    ],
  },
  {
    version: 8,
    name: "AI search check reports",
    statements: [
      // Each completed check, under an unguessable id (src/lib/site-check/reports.ts): the address,
      // the score and the findings as the report shows them, never the checked site's content. A
      // re-check names the report before it. Since then the reports have a store of their own
      // (src/lib/site-check/report-store.ts, whose first migration makes this table where it is
      // missing and whose purge tends it); kept here as shipped, so every lead store migrates as before.
      `CREATE TABLE site_check_reports (
        id text PRIMARY KEY,
        created_at timestamptz NOT NULL,
        address text NOT NULL,
        score integer CHECK (score BETWEEN 0 AND 100),
        previous_id text REFERENCES site_check_reports (id) ON DELETE SET NULL,
        report jsonb NOT NULL
        )`,
      `CREATE INDEX site_check_reports_created ON site_check_reports (created_at)`,
      `CREATE INDEX site_check_reports_previous ON site_check_reports (previous_id)`,
      // The report an enquiry was sent from (its id; its page while the report is kept).
      `ALTER TABLE leads ADD COLUMN check_report text`,
    ],
  },
  {
    version: 9,
    name: "AI search check comparisons on an enquiry",
    statements: [
      // The competitors' addresses a comparison checked beside checked_url (up to two), so the
      // team sees all three even after the report itself is deleted. Reports need no change: a
      // comparison is one report, its competitors in its JSON.
      `ALTER TABLE leads ADD COLUMN check_compared text[]`,
    ],
  },
  {
    version: 10,
    name: "team sessions GitHub confirms again",
    statements: [
      // A GitHub sign-in's token, sealed with a key only the browser's cookie holds (team.ts), so
      // the session ends once GitHub no longer lets the person in; and when GitHub last said so.
      `ALTER TABLE lead_sessions ADD COLUMN github_token text`,
      `ALTER TABLE lead_sessions ADD COLUMN checked_at timestamptz`,
      // Sessions opened before could not be asked about again: everyone signs in once more.
      `DELETE FROM lead_sessions WHERE kind = 'session'`,
    ],
  },
  {
    version: 11,
    name: "addresses that unsubscribed",
    statements: [
      // Each address that followed an email's unsubscribe link (unsubscribes.ts): no report email or
      // any other email of ours goes to it again. Kept as the SHA-256 of the address in lower case,
      // never the address, and kept whatever deletes the leads (retention, `delete --email`), so a
      // person who asked for no more email is not written to again because their enquiry was deleted.
      `CREATE TABLE email_unsubscribes (
        address_hash text PRIMARY KEY,
        unsubscribed_at timestamptz NOT NULL,
        source text NOT NULL
        )`,
    ],
  },
];

/** Any number unique to this application: the key of the advisory lock migrations hold. */
export const MIGRATION_LOCK_KEY = 726_318_404;

/** Where the versions that ran are recorded (legacy-queue.ts records migration 7 there too). */
export const MIGRATIONS_TABLE = "lead_migrations";

/**
 * Holds `leads.stage`'s CHECK to stages.ts's list: replaced (in the migrations' transaction, under
 * their lock) only when the database's differs, so adding a stage to the list is all it takes. A
 * stage taken out of the list while leads still have it fails here, at start, naming the CHECK.
 */
export async function syncStageCheck(tx: {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}): Promise<boolean> {
  const [row] = await tx.query<{ def: string }>(
    "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'leads'::regclass AND conname = $1",
    [STAGE_CHECK],
  );
  const inDatabase = [...(row?.def ?? "").matchAll(/'([^']*)'/g)].map((match) => match[1]).sort();
  if (JSON.stringify(inDatabase) === JSON.stringify([...LEAD_STAGES].sort())) return false;
  await tx.query(`ALTER TABLE leads DROP CONSTRAINT IF EXISTS ${STAGE_CHECK}`);
  await tx.query(`ALTER TABLE leads ADD CONSTRAINT ${STAGE_CHECK} CHECK (${stageCheckSql()})`);
  return true;
}
