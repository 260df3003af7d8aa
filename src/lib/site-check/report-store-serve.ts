/**
 * Loaded into the `npm run serve` process before Gatsby's server (scripts/serve.mjs, `node
 * --require`), beside the lead store's preload and apart from it: hands the check's Functions the
 * AI search check's reports store (report-store.ts), opened at the first check or report read (the
 * settings' database through a pool of its own, else the embedded folder
 * report-store-embedded.ts names; a second embedded engine is some 130 MB, which a server whose
 * check nobody uses never pays), and, once open, applies the reports' retention and budget on a
 * timer (purgeReports). It never stops the server: without a reports store the check still
 * answers, without keeping reports, and enquiries are kept as ever.
 */
import { consoleLogger } from "../platform/log";
import { closeOnExit } from "../platform/shutdown";
import { purgeReports } from "./reports";
import { setHostReportStore, type ReportStore } from "./report-store";
import { openServerReportStore } from "./report-store-embedded";
import { liveJobsPass } from "./live/function";

/** How often the server applies the reports' retention and budget, in seconds (Netlify's scheduled Function: every 10 minutes). */
export const PURGE_INTERVAL_S = 600;
/** A store that could not be opened (its folder held by another process, say) is tried again after this long. */
const RETRY_OPEN_MS = 60_000;

const log = consoleLogger("site-check");

function kept(store: ReportStore): ReportStore {
  log(
    "info",
    `reports are kept in ${store.kind === "embedded" ? `the embedded store ${store.location}` : `Postgres at ${store.location}`}`,
  );
  const purge = async () => {
    try {
      const deleted = await purgeReports(store, new Date(), process.env);
      if (deleted > 0) log("info", `${deleted} AI search check report(s) past their period or the budget deleted`);
    } catch (error) {
      log("warn", `the reports' retention did not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // Live answer runs a request's own pass did not finish (a restart): taken up on the same timer.
  const live = () => void liveJobsPass(process.env, log, store);
  setInterval(() => void purge().then(live), PURGE_INTERVAL_S * 1000).unref();
  void purge();
  closeOnExit(() => store.close());
  return store;
}

let opening: Promise<ReportStore> | undefined;

setHostReportStore(() => {
  opening ??= openServerReportStore(process.env).then(kept, (error: unknown) => {
    log(
      "warn",
      `no AI search check report is kept for now: the reports store could not be opened (${error instanceof Error ? error.message : String(error)})`,
    );
    setTimeout(() => (opening = undefined), RETRY_OPEN_MS).unref();
    throw error;
  });
  return opening;
});
