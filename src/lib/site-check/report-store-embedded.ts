/**
 * The reports store of a server with a lasting disk (`npm run serve`) when no database is set: an
 * embedded Postgres (PGlite) in a folder of its own, never the leads' (.data/leads), so a full or
 * broken reports folder cannot touch the leads' files: SITE_CHECK_REPORTS_DIR, else beside the
 * leads' folder (.data/site-check-reports, or `<LEADS_STORE_DIR>-site-check-reports` when a server
 * is given a leads folder of its own, so two servers never share one). Only the server process
 * imports this; no Function bundles PGlite.
 */
import path from "node:path";
import { setting, type Env } from "../env";
import { openEmbeddedEngine, type FolderNaming } from "../db/embedded";
import { ReportStore, reportsDatabase, reportsPostgresStore, type ReportEngine } from "./report-store";

/** Where `npm start` keeps reports when no database is set. */
export const EMBEDDED_REPORTS_DIRECTORY = path.join(".data", "site-check-reports");

const NAMING: FolderNaming = {
  name: "embedded reports store",
  inUseAdvice:
    "most likely `npm start` or `npm run serve`). One process at a time can open it: until that one stops, this server keeps no AI search check reports.",
};

export function reportsDirectory(env: Env): string {
  const own = setting(env, "SITE_CHECK_REPORTS_DIR");
  if (own) return path.resolve(own);
  const leads = setting(env, "LEADS_STORE_DIR");
  return path.resolve(leads ? `${leads}-site-check-reports` : EMBEDDED_REPORTS_DIRECTORY);
}

/** Opens the reports' embedded engine in `directory` (the db floor's: its lock, initdb the first time, PGlite). */
export function openEmbeddedReports(directory: string): Promise<ReportEngine> {
  return openEmbeddedEngine(directory, NAMING);
}

/** The reports store a server process uses: the settings' database when one is set, else its embedded folder. */
export async function openServerReportStore(env: Env): Promise<ReportStore> {
  const database = reportsDatabase(env);
  if (database) return reportsPostgresStore(database.url, database.onLeadsDatabase);
  return new ReportStore(await openEmbeddedReports(reportsDirectory(env)));
}
