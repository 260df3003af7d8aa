/**
 * What a store's code sees of a Postgres engine, whichever it is: a server through a pool (pool.ts)
 * or the embedded engine in a folder (embedded.ts). The features' stores (the leads',
 * src/lib/leads/store.ts; the AI search check's reports, src/lib/site-check/report-store.ts) speak
 * SQL to this and own their tables and migrations (migrate.ts runs them).
 */
import { setting, type Env } from "../env";

export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Engine extends Queryable {
  /** "postgres" (a server) or "embedded" (PGlite, in `location`). */
  readonly kind: "postgres" | "embedded";
  /** Where the rows live, for messages: the embedded folder, or the server's host and database (never a password). */
  readonly location: string;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database URL a deployment sets: DATABASE_URL, or Netlify DB's NETLIFY_DATABASE_URL. */
export function databaseUrl(env: Env): string | undefined {
  return setting(env, "DATABASE_URL") ?? setting(env, "NETLIFY_DATABASE_URL");
}

/** Host and database of a connection string, for messages and logs; the credentials never appear (`fallback` when it does not parse). */
export function describeUrl(url: string, fallback: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return fallback;
  }
}
