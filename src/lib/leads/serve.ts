/**
 * Loaded into the `npm run serve` process before Gatsby's server (scripts/serve.mjs, `node
 * --require`): opens the lead store (DATABASE_URL's, else the embedded one under .data/) and hands
 * it to the contact Function (stores.ts), runs the lead jobs (retries and retention) on a timer, so
 * they run without a visitor.
 */
import fs from "node:fs";
import { transportFromEnv } from "../platform/transports/from-env";
import { setting } from "../env";
import { consoleLogger } from "../platform/log";
import { siteOrigin } from "../platform/origin";
import { closeOnExit } from "../platform/shutdown";
import { runLeadJobs } from "./worker";
import { main } from "./cli";
import { startControl } from "./control";
import { embeddedDirectory, openServerStore } from "./server-store";
import { databaseUrl } from "./db";
import { setHostStore } from "./stores";
import { createSignInLink, LINK_HOURS } from "./team";

/** How often the server looks for due retries, in seconds, unless LEADS_JOB_INTERVAL_SECONDS says otherwise. */
export const DEFAULT_JOB_INTERVAL_S = 60;

const log = consoleLogger("leads");

async function start(): Promise<void> {
  const env = process.env;
  // Handed over at once (before Gatsby's server takes a request), opened meanwhile.
  const opening = openServerStore(env);
  setHostStore(opening);
  let store;
  try {
    store = await opening;
    // Migrations now, so a broken database is reported at start rather than at the first enquiry.
    await store.list({ limit: 1 });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (!databaseUrl(env)) {
      // The embedded store is this server's own: without it (another process holds it) it must not start.
      console.error(`[leads] The lead store could not be opened, so the server will not start: ${why}`);
      process.exit(1);
    }
    // A database server may come back: serve meanwhile, each enquiry still emailed, and say so.
    log(
      "error",
      `Postgres at DATABASE_URL is unreachable for now (${why}); enquiries are emailed, and kept once it answers`,
    );
    store = await opening;
  }
  const kept = store;
  log(
    "info",
    `enquiries are kept in ${store.kind === "embedded" ? `the embedded store ${store.location}` : `Postgres at ${store.location}`}`,
  );
  try {
    // The team's page, for whoever started this server: signed in by a link only they can see.
    // At the site's configured origin: http://localhost:$PORT unless SITE_URL (or Netlify's URL) names another.
    const site = siteOrigin(env);
    if ("invalid" in site) throw new Error(`${site.invalid} is not an http(s) address`);
    const link = await createSignInLink(kept, site.origin, new Date());
    // Written straight to the terminal: Gatsby's reporter, which takes over console.*, cuts long lines.
    fs.writeSync(
      1,
      `[leads] The team's enquiries: open\n\n  ${link}\n\n(a one-time sign-in link, valid ${LINK_HOURS} hours; another: npm run leads -- link)\n`,
    );
  } catch (error) {
    log("warn", `no sign-in link for the team's page now: ${error instanceof Error ? error.message : String(error)}`);
  }

  const intervalS = Number(setting(env, "LEADS_JOB_INTERVAL_SECONDS")) || DEFAULT_JOB_INTERVAL_S;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runLeadJobs(kept, { transport: transportFromEnv(process.env, log), env: process.env, log });
    } catch (error) {
      log("error", `lead jobs failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), intervalS * 1000).unref();
  void tick();
  // `npm run leads` while this server holds the embedded store: the command asks it (control.ts).
  const control =
    kept.kind === "embedded"
      ? await startControl(embeddedDirectory(env), (argv, out, err, author) =>
          main(argv, author === undefined ? env : { ...env, LEADS_AUTHOR: author }, out, err, kept),
        ).catch((error: unknown) => {
          log(
            "warn",
            `npm run leads cannot reach this server's store: ${error instanceof Error ? error.message : String(error)}`,
          );
          return undefined;
        })
      : undefined;
  // With the reports store's closing, if `npm run serve` opened one (platform/shutdown.ts).
  closeOnExit(() => {
    control?.close();
    return kept.close();
  });
}

void start();
