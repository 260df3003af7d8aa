/**
 * The AI search check's kept reports no longer live with the leads: they have a store and a pool of
 * their own (src/lib/site-check/report-store.ts), which applies their retention and size budget
 * itself, so no report ever costs an enquiry. What is left here is lead migration 8's table where
 * it is no longer the reports' (the lead store's embedded folder, or a database the reports left
 * for SITE_CHECK_DATABASE_URL): the reports kept before they moved, no longer shown, which the
 * lead jobs delete once past SITE_CHECK_REPORT_DAYS, as before. On the leads' Postgres without
 * SITE_CHECK_DATABASE_URL the table is the reports store's, and the lead jobs leave it alone.
 */
import { reportDays } from "../content/retention";
import { setting, type Env } from "../env";
import { databaseUrl } from "./db";
import type { LeadStore } from "./store";

/** Whether this lead store's site_check_reports holds only what was kept before the reports moved. */
export function holdsLeftoverReports(store: Pick<LeadStore, "kind">, env: Env): boolean {
  if (store.kind === "embedded") return true;
  const own = setting(env, "SITE_CHECK_DATABASE_URL");
  return own !== undefined && own !== databaseUrl(env);
}

/** Deletes the leftover reports older than SITE_CHECK_REPORT_DAYS; returns how many (none where the table is the reports store's). */
export async function purgeLeftoverReports(
  store: Pick<LeadStore, "query" | "kind">,
  now: Date,
  env: Env,
): Promise<number> {
  if (!holdsLeftoverReports(store, env)) return 0;
  const rows = await store.query<{ id: string }>(
    `DELETE FROM site_check_reports WHERE created_at < $1::timestamptz - make_interval(days => $2::integer) RETURNING id`,
    [now.toISOString(), reportDays(env)],
  );
  return rows.length;
}
