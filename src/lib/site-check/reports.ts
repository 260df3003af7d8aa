/**
 * Reports that last: every completed check is kept in the lead store (Postgres through
 * DATABASE_URL, else the embedded store `npm run serve` opens; migration 8) under an unguessable
 * id, with the address, the score and the findings as the report shows them (never the checked
 * site's content), for SITE_CHECK_REPORT_DAYS (default 90); the lead jobs delete older ones
 * (purgeReports, from src/lib/leads/worker.ts). A re-check names the report before it for the same
 * address, so an address's history is the chain of its reports: no account.
 *
 * Without a store (a Netlify deployment without a database, a Deploy Preview) nothing is kept: the
 * check still answers, without an id.
 */
import { randomBytes } from "node:crypto";
import { reportDays } from "../content/retention";
import type { Env } from "../env";
import { changesSince, type Changes, type ReportRef } from "./changes";
import { isReportId } from "../content/report-address";
import type { CheckReport } from "./run";

/** How many earlier reports of an address a report lists. */
export const HISTORY_LENGTH = 10;

/** What keeping and reading reports needs of a store: the lead store's query (its table is migration 8's). */
export interface ReportQueries {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}
/**
 * Where a handler finds the reports' store: a store, none (null), or how to find the store for the
 * request's settings (the Functions pass the lead store's leadStoreFor). Without one, nothing is kept.
 */
export type ReportStoreSource = ReportQueries | null | ((env: Env) => Promise<ReportQueries | undefined>);

/** The store a handler's source gives for these settings. */
export async function reportStoreOf(
  source: ReportStoreSource | undefined,
  env: Env,
): Promise<ReportQueries | undefined> {
  if (typeof source === "function") return source(env);
  return source ?? undefined;
}

/** A kept report, as its page and its JSON show it. */
export interface StoredReport extends CheckReport {
  id: string;
  /** What changed since the report it re-checked, while that one is kept. */
  changes?: Changes;
  /** The address's earlier reports, newest first (the chain of re-checks, as far as it is kept). */
  history?: ReportRef[];
  /** Re-checks made from this report, newest first. */
  later?: ReportRef[];
}

export const newReportId = (): string => randomBytes(16).toString("base64url");

interface Row {
  id: string;
  report: CheckReport | string;
  previousId: string | null;
}

const parsed = (value: CheckReport | string): CheckReport =>
  typeof value === "string" ? (JSON.parse(value) as CheckReport) : value;

/** The report without anything a stored copy adds (an id the cache gave it). */
function plain(report: CheckReport & { id?: string }): CheckReport {
  const { id: _id, ...rest } = report;
  return rest;
}

/**
 * Keeps `report` and returns its id. `previousId` links it to the report it re-checks, only when
 * that one is of the same address and still kept.
 */
export async function saveReport(
  store: ReportQueries,
  report: CheckReport,
  previousId?: string,
  id = newReportId(),
): Promise<string> {
  const previous = isReportId(previousId) ? previousId : null;
  await store.query(
    `INSERT INTO site_check_reports (id, created_at, address, score, previous_id, report)
     VALUES ($1, $2, $3, $4, (SELECT r.id FROM site_check_reports r WHERE r.id = $5::text AND r.address = $3), $6::jsonb)`,
    [id, report.checkedAt, report.address, report.score, previous, JSON.stringify(plain(report))],
  );
  return id;
}

const refs = (rows: Array<{ id: string; checkedAt: Date | string; score: number | null }>): ReportRef[] =>
  rows.map((row) => ({
    id: row.id,
    checkedAt: row.checkedAt instanceof Date ? row.checkedAt.toISOString() : new Date(row.checkedAt).toISOString(),
    score: row.score,
  }));

/** A kept report younger than the retention period, with its changes and history; undefined when there is none. */
export async function loadReport(
  store: ReportQueries,
  id: string,
  env: Env,
  now = new Date(),
): Promise<StoredReport | undefined> {
  if (!isReportId(id)) return undefined;
  const since = new Date(now.getTime() - reportDays(env) * 86_400_000).toISOString();
  const [row] = await store.query<Row>(
    `SELECT id, report, previous_id AS "previousId" FROM site_check_reports WHERE id = $1 AND created_at >= $2::timestamptz`,
    [id, since],
  );
  if (!row) return undefined;
  const report: StoredReport = { ...parsed(row.report), id: row.id };
  const history = refs(
    await store.query(
      `WITH RECURSIVE chain (id, previous_id, depth) AS (
         SELECT id, previous_id, 0 FROM site_check_reports WHERE id = $1
         UNION ALL
         SELECT r.id, r.previous_id, c.depth + 1 FROM site_check_reports r JOIN chain c ON r.id = c.previous_id
         WHERE c.depth < $2)
       SELECT r.id, r.created_at AS "checkedAt", r.score FROM chain c JOIN site_check_reports r ON r.id = c.id
       WHERE c.depth > 0 AND r.created_at >= $3::timestamptz ORDER BY c.depth`,
      [id, HISTORY_LENGTH, since],
    ),
  );
  const later = refs(
    await store.query(
      `SELECT id, created_at AS "checkedAt", score FROM site_check_reports
       WHERE previous_id = $1 AND created_at >= $2::timestamptz ORDER BY created_at DESC LIMIT $3`,
      [id, since, HISTORY_LENGTH],
    ),
  );
  if (row.previousId !== null && history[0]?.id === row.previousId) {
    const [previous] = await store.query<Row>(
      `SELECT id, report, previous_id AS "previousId" FROM site_check_reports WHERE id = $1`,
      [row.previousId],
    );
    if (previous) report.changes = changesSince({ ...parsed(previous.report), id: previous.id }, report);
  }
  if (history.length > 0) report.history = history;
  if (later.length > 0) report.later = later;
  return report;
}
