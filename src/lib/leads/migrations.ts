/**
 * The lead store's schema, as versioned SQL migrations: each runs once, in order, inside one
 * transaction that holds an advisory lock, so two instances starting together apply it once.
 * Never edit a migration that has shipped; add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  /** Run one by one (the embedded engine takes one statement per query). */
  statements: readonly string[];
}

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
    name: "AI search check on an enquiry",
    statements: [
      // Only the address and the score of a check the visitor sent with the enquiry, never the checked site's content.
      `ALTER TABLE leads ADD COLUMN checked_url text`,
      `ALTER TABLE leads ADD COLUMN check_score integer CHECK (check_score BETWEEN 0 AND 100)`,
    ],
  },
];

/** Any number unique to this application: the key of the advisory lock migrations hold. */
export const MIGRATION_LOCK_KEY = 726_318_404;
