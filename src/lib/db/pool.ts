/**
 * A Postgres server through node-postgres: one small pool per process and database, as serverless
 * hosts want (a host runs many instances, each with a few connections). What every pool here
 * shares is set once below; how big it is and how long it waits is its owner's choice (the lead
 * store's, src/lib/leads/db.ts; the reports', src/lib/site-check/report-store.ts), passed in.
 */
import { Pool } from "pg";
import { describeUrl, type Engine, type Queryable } from "./engine";

export interface PoolSettings {
  /** Connections at most. */
  max: number;
  /** How long a query waits for a free connection before it fails. */
  connectionTimeoutMillis: number;
  /** The server's statement_timeout for every statement (a transaction may give itself longer with SET LOCAL). */
  statementTimeoutMs?: number;
  /** What the server's pg_stat_activity names these connections. */
  applicationName?: string;
  /** How messages name the database when its URL does not parse. */
  unnamed: string;
}

/** A pool engine, and the pool under it for whoever needs it raw (the lead store's job queue). */
export interface PostgresEngine extends Engine {
  readonly kind: "postgres";
  readonly pool: Pool;
}

/** A pool for `url`; it connects on the first query, so opening never waits. */
export function openPool(url: string, settings: PoolSettings): PostgresEngine {
  const pool = new Pool({
    connectionString: url,
    max: settings.max,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: settings.connectionTimeoutMillis,
    ...(settings.statementTimeoutMs === undefined ? {} : { statement_timeout: settings.statementTimeoutMs }),
    ...(settings.applicationName === undefined ? {} : { application_name: settings.applicationName }),
    allowExitOnIdle: true,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return {
    kind: "postgres",
    location: describeUrl(url, settings.unnamed),
    pool,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as Row[];
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
    close: () => pool.end(),
  };
}
