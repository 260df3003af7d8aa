/**
 * The two Postgres engines behind the lead store, behind one small interface: a server through
 * DATABASE_URL (the db floor's pool, src/lib/db/pool.ts, sized here) or the embedded engine
 * (PGlite, in a folder under .data/, embedded.ts) for a server with a lasting disk; each with the
 * job queue's handle on the same database. Only a server process imports the embedded engine; the
 * Functions never bundle it.
 */
import type { Db as JobDb } from "pg-boss";
import type { Engine } from "../db/engine";
import { runMigrations } from "../db/migrate";
import { openPool } from "../db/pool";
import { MIGRATIONS, MIGRATION_LOCK_KEY, MIGRATIONS_TABLE, syncStageCheck } from "./migrations";

export { databaseUrl, type Queryable } from "../db/engine";

export interface Db extends Engine {
  /** The same database for the job queue (pg-boss, jobs.ts): its statements, some several to a text, on this engine's connections. */
  readonly jobDb: JobDb;
}

/** A pool for `url`; it connects on the first query, so opening never waits (a promise, like the embedded store's opening). */
export function openPostgres(url: string): Promise<Db> {
  const engine = openPool(url, {
    // One small pool per instance: a serverless host runs many instances, each with a few connections.
    max: 4,
    // A burst of enquiries queues for the pool's connections: one that waits past the handler's
    // deadline is answered through the email path and still kept when a connection frees up.
    connectionTimeoutMillis: 15_000,
    unnamed: "the database in DATABASE_URL",
  });
  const { pool } = engine;
  return Promise.resolve({
    ...engine,
    jobDb: {
      // Without parameters a text may hold several statements (pg-boss's migrations): node-postgres
      // answers each, and pg-boss wants their rows as one list, as its own adapter gives them.
      async executeSql(text: string, values?: unknown[]) {
        const result: unknown = await pool.query(text, values && values.length > 0 ? values : undefined);
        const results = (Array.isArray(result) ? result : [result]) as Array<{ rows?: unknown[] }>;
        return { rows: results.flatMap((each) => each.rows ?? []) };
      },
    },
  });
}

/** Applies the lead store's migrations this database lacks (the db floor's runner, src/lib/db/migrate.ts), then holds the stage CHECK to the list. */
export async function migrate(db: Db): Promise<number[]> {
  return runMigrations(db, {
    table: MIGRATIONS_TABLE,
    lockKey: MIGRATION_LOCK_KEY,
    migrations: MIGRATIONS,
    after: syncStageCheck,
  });
}
