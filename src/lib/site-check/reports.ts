/**
 * Reports that last: every completed check is kept in the check's own reports store
 * (report-store.ts: its own small pool on SITE_CHECK_DATABASE_URL or DATABASE_URL, else the
 * embedded store `npm run serve` opens in a folder apart from the leads') under an unguessable id,
 * with the address, the score and the findings as the report shows them (never the checked site's
 * content), for SITE_CHECK_REPORT_DAYS (default 90), and within SITE_CHECK_REPORTS_MAX_MB (default
 * 256): keeping a report past that budget deletes the oldest first, and purgeReports (on the
 * server's timer and Netlify's scheduled Function) deletes the old ones. Nothing here touches the
 * leads: a full or failing reports store costs a report, never an enquiry. A re-check names the
 * report before it for the same address, so an address's history is the chain of its reports: no
 * account.
 *
 * Without a store (a Netlify deployment without a database, a Deploy Preview) nothing is kept: the
 * check still answers, without an id.
 */
import { randomBytes } from "node:crypto";
import { reportDays } from "../content/retention";
import { setting, type Env } from "../env";
import { changesSince, type Changes, type ReportRef } from "./changes";
import { isReportId } from "../content/report-address";
import type { CheckReport } from "./run";
import type { LiveReport } from "./live/report";

/** How many earlier reports of an address a report lists. */
export const HISTORY_LENGTH = 10;

/** What keeping and reading reports needs of a store: its query (the table is report-store.ts's). */
export interface ReportQueries {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * The store's budget in bytes (SITE_CHECK_REPORTS_MAX_MB for the request: reportStoreFor gives
   * it): keeping a report past it deletes the oldest. Without one, no report is deleted for size.
   */
  readonly maxBytes?: number;
}
/**
 * Where a handler finds the reports' store: a store, none (null), or how to find the store for the
 * request's settings (the Functions pass report-store.ts's reportStoreFor). Without one, nothing is kept.
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
  /** The live answer check, when one is offered or was run (live/section.ts; added as it is read, never stored here). */
  live?: LiveReport;
}

export const newReportId = (): string => randomBytes(16).toString("base64url");

/** The reports store's budget when SITE_CHECK_REPORTS_MAX_MB does not set one, in MB. */
export const DEFAULT_REPORTS_MAX_MB = 256;

/**
 * SITE_CHECK_REPORTS_MAX_MB in bytes (a positive number of MB, fractions allowed; else the
 * default). Counted as each report's JSON text (the `bytes` column): what the table holds on disk
 * is about that, compressed, plus its indexes.
 */
export function reportsMaxBytes(env: Env): number {
  const value = Number(setting(env, "SITE_CHECK_REPORTS_MAX_MB"));
  return Math.floor((Number.isFinite(value) && value > 0 ? value : DEFAULT_REPORTS_MAX_MB) * 1024 * 1024);
}

/** How many of the oldest reports one trim looks at (saving a report trims once; the purge until under budget). */
const TRIM_BATCH = 500;

/**
 * Deletes the oldest reports while the store holds more than `maxBytes` (but never `keep`, the
 * report just kept, so one report larger than the whole budget still has its page); one batch of
 * the oldest at most. Returns how many it deleted.
 */
async function trimOnce(store: ReportQueries, maxBytes: number, keep: string | null): Promise<number> {
  const rows = await store.query<{ id: string }>(
    `WITH total AS (SELECT coalesce(sum(bytes), 0) - $1::bigint AS excess FROM site_check_reports),
     oldest AS (
       SELECT id, bytes, sum(bytes) OVER (ORDER BY created_at, id) AS upto
       FROM (SELECT id, bytes, created_at FROM site_check_reports WHERE id IS DISTINCT FROM $2::text
             ORDER BY created_at, id LIMIT $3) o)
     DELETE FROM site_check_reports WHERE id IN (
       SELECT oldest.id FROM oldest, total WHERE oldest.upto - oldest.bytes < total.excess)
     RETURNING id`,
    [maxBytes, keep, TRIM_BATCH],
  );
  return rows.length;
}

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
  // The store's size after this one (the statement's snapshot does not see its own row): a sum of
  // the stored lengths, cheap beside the check it keeps.
  const [size] = await store.query<{ total: string | number }>(
    `WITH kept AS (
       INSERT INTO site_check_reports (id, created_at, address, score, previous_id, report)
       VALUES ($1, $2, $3, $4, (SELECT r.id FROM site_check_reports r WHERE r.id = $5::text AND r.address = $3), $6::jsonb)
       RETURNING bytes)
     SELECT (SELECT coalesce(sum(bytes), 0) FROM site_check_reports) + (SELECT bytes FROM kept) AS total`,
    [id, report.checkedAt, report.address, report.score, previous, JSON.stringify(plain(report))],
  );
  if (store.maxBytes !== undefined && Number(size?.total ?? 0) > store.maxBytes)
    await trimOnce(store, store.maxBytes, id);
  return id;
}

/**
 * The reports' retention, for the server's timer and the scheduled Function: deletes reports
 * older than SITE_CHECK_REPORT_DAYS, then the oldest while the store is over
 * SITE_CHECK_REPORTS_MAX_MB (a budget lowered since). Returns how many it deleted.
 */
export async function purgeReports(store: ReportQueries, now: Date, env: Env): Promise<number> {
  const old = await store.query<{ id: string }>(
    `DELETE FROM site_check_reports WHERE created_at < $1::timestamptz - make_interval(days => $2::integer) RETURNING id`,
    [now.toISOString(), reportDays(env)],
  );
  let deleted = old.length;
  for (;;) {
    const trimmed = await trimOnce(store, reportsMaxBytes(env), null);
    deleted += trimmed;
    if (trimmed < TRIM_BATCH) return deleted;
  }
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

/** Whether `id` is a kept report of `address` (a re-check may name only such a report). */
export async function isKeptReportOf(store: ReportQueries, id: string, address: string): Promise<boolean> {
  if (!isReportId(id)) return false;
  const rows = await store.query<{ id: string }>(`SELECT id FROM site_check_reports WHERE id = $1 AND address = $2`, [
    id,
    address,
  ]);
  return rows.length > 0;
}
