/**
 * The two Postgres engines behind the lead store, behind one small interface: a server through
 * DATABASE_URL (node-postgres, one small pool per instance, as serverless hosts want) or the
 * embedded engine (PGlite: Postgres compiled to WebAssembly, the same SQL, in a folder under
 * .data/, embedded.ts) for a server with a lasting disk. Only a server process imports the embedded
 * engine; the Functions never bundle it.
 */
import { Pool } from "pg";
import type { Db as JobDb } from "pg-boss";
import { MIGRATIONS, MIGRATION_LOCK_KEY, syncStageCheck } from "./migrations";

export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  /** "postgres" (a server) or "embedded" (PGlite, in `location`). */
  readonly kind: "postgres" | "embedded";
  /** Where the rows live, for messages: the embedded folder, or the server's host and database (never a password). */
  readonly location: string;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The same database for the job queue (pg-boss, jobs.ts): its statements, some several to a text, on this engine's connections. */
  readonly jobDb: JobDb;
  close(): Promise<void>;
}

/** The database URL a deployment sets: DATABASE_URL, or Netlify DB's NETLIFY_DATABASE_URL. */
export function databaseUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  for (const name of ["DATABASE_URL", "NETLIFY_DATABASE_URL"]) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Host and database of a connection string, for messages and logs; the credentials never appear. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "the database in DATABASE_URL";
  }
}

/** A pool for `url`; it connects on the first query, so opening never waits (a promise, like the embedded store's opening). */
export function openPostgres(url: string): Promise<Db> {
  const pool = new Pool({
    connectionString: url,
    // One small pool per instance: a serverless host runs many instances, each with a few connections.
    max: 4,
    idleTimeoutMillis: 10_000,
    // A burst of enquiries queues for the pool's connections: one that waits past the handler's
    // deadline is answered through the email path and still kept when a connection frees up.
    connectionTimeoutMillis: 15_000,
    allowExitOnIdle: true,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return Promise.resolve({
    kind: "postgres",
    location: describeUrl(url),
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, [...params])).rows as Row[];
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    jobDb: {
      // Without parameters a text may hold several statements (pg-boss's migrations): node-postgres
      // answers each, and pg-boss wants their rows as one list, as its own adapter gives them.
      async executeSql(text: string, values?: unknown[]) {
        const result: unknown = await pool.query(text, values && values.length > 0 ? values : undefined);
        const results = (Array.isArray(result) ? result : [result]) as Array<{ rows?: unknown[] }>;
        return { rows: results.flatMap((each) => each.rows ?? []) };
      },
    },
    close: () => pool.end(),
  });
}

/** Applies the migrations this database lacks, once, whoever else is starting at the same moment. */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS lead_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM lead_migrations")).map((row) => row.version),
    );
    const ran: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO lead_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    await syncStageCheck(tx);
    return ran;
  });
}
