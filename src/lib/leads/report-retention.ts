/**
 * The AI search check's kept reports live in the lead store (migration 8, site_check_reports), so
 * the lead jobs delete them after SITE_CHECK_REPORT_DAYS as they delete leads after theirs. The
 * table is the store's; the check (src/lib/site-check/reports.ts) writes and reads its rows.
 */
import { reportDays } from "../content/retention";
import type { Env } from "../env";
import type { LeadStore } from "./store";

/** Deletes reports older than SITE_CHECK_REPORT_DAYS; returns how many. */
export async function purgeReports(store: Pick<LeadStore, "query">, now: Date, env: Env): Promise<number> {
  const rows = await store.query<{ id: string }>(
    `DELETE FROM site_check_reports WHERE created_at < $1::timestamptz - make_interval(days => $2::integer) RETURNING id`,
    [now.toISOString(), reportDays(env)],
  );
  return rows.length;
}
