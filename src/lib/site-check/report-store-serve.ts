/**
 * Loaded into the `npm run serve` process before Gatsby's server (scripts/serve.mjs, `node
 * --require`), beside the lead store's preload and apart from it: opens the AI search check's
 * reports store (the settings' database through a pool of its own, else the embedded folder
 * report-store-embedded.ts names) and hands it to the check's Functions (report-store.ts), and
 * applies the reports' retention and budget on a timer (purgeReports). It never stops the server:
 * without a reports store the check still answers, without keeping reports, and enquiries are kept
 * as ever.
 */
import { consoleLogger } from "../platform/log";
import { closeOnExit } from "../platform/shutdown";
import { purgeReports } from "./reports";
import { setHostReportStore } from "./report-store";
import { openServerReportStore } from "./report-store-embedded";

/** How often the server applies the reports' retention and budget, in seconds (Netlify's scheduled Function: every 10 minutes). */
export const PURGE_INTERVAL_S = 600;

const log = consoleLogger("site-check");

async function start(): Promise<void> {
  const env = process.env;
  const opening = openServerReportStore(env);
  // Handed over at once: a check made while it opens waits for it.
  setHostReportStore(opening);
  let store;
  try {
    store = await opening;
  } catch (error) {
    log(
      "warn",
      `no AI search check reports are kept by this server: the reports store could not be opened (${error instanceof Error ? error.message : String(error)})`,
    );
    return;
  }
  const kept = store;
  log(
    "info",
    `reports are kept in ${kept.kind === "embedded" ? `the embedded store ${kept.location}` : `Postgres at ${kept.location}`}`,
  );
  const purge = async () => {
    try {
      const deleted = await purgeReports(kept, new Date(), process.env);
      if (deleted > 0) log("info", `${deleted} AI search check report(s) past their period or the budget deleted`);
    } catch (error) {
      log("warn", `the reports' retention did not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  setInterval(() => void purge(), PURGE_INTERVAL_S * 1000).unref();
  void purge();
  closeOnExit(() => kept.close());
}

void start();
