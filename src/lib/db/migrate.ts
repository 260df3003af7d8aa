/**
 * The one migration runner: a store's schema as numbered migrations, each applied once, in order,
 * inside one transaction that holds an advisory lock, so two instances starting together apply it
 * once. Each feature owns its list and its record table (the leads': src/lib/leads/migrations.ts
 * in `lead_migrations`; the AI search check's reports: src/lib/site-check/report-store.ts in
 * `site_check_report_migrations`), so neither ever touches the other's. Never edit a migration
 * that has shipped; add the next one.
 */
import type { Engine, Queryable } from "./engine";

export interface Migration {
  version: number;
  name: string;
  /** Run one by one (the embedded engine takes one statement per query). */
  statements: readonly string[];
}

export interface MigrationPlan {
  /** The table that records which versions ran: `(version integer PRIMARY KEY, name text, applied_at timestamptz)`. */
  table: string;
  /** The advisory lock's key: any number unique to this application and this list. */
  lockKey: number;
  migrations: readonly Migration[];
  /** Run under the lock before anything else (a longer statement timeout, a check that refuses to start). */
  before?: (tx: Queryable) => Promise<unknown>;
  /** Run under the lock after the migrations (what is kept in step with the code, not versioned). */
  after?: (tx: Queryable) => Promise<unknown>;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Applies the migrations this database lacks, once, whoever else is starting at the same moment; returns the versions it ran. */
export async function runMigrations(db: Pick<Engine, "transaction">, plan: MigrationPlan): Promise<number[]> {
  if (!TABLE_NAME.test(plan.table)) throw new Error(`runMigrations: "${plan.table}" is not a table name`);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [plan.lockKey]);
    await plan.before?.(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${plan.table} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      (await tx.query<{ version: number }>(`SELECT version FROM ${plan.table}`)).map((row) => row.version),
    );
    const ran: number[] = [];
    for (const migration of plan.migrations) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query(`INSERT INTO ${plan.table} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
      ran.push(migration.version);
    }
    await plan.after?.(tx);
    return ran;
  });
}
