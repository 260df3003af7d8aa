/**
 * `npm run serve`: Gatsby's server for the built site (public/ and the Functions) on
 * 127.0.0.1:$PORT (default 9000), with the lead store loaded into the same process first
 * (src/lib/leads/serve.ts, through `node --require`): the contact Function keeps each enquiry in
 * it, and a timer retries undelivered notifications and applies the retention period; the AI
 * search check's reports store, opened apart from the leads' (src/lib/site-check/report-store-serve.ts);
 * and the rewrite of a kept report's page to its Function, which Netlify makes from gatsby-node.ts.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { bundleTs, root } from "./bundle-ts.mjs";

const preload = await bundleTs("src/lib/leads/serve.ts");
// A kept report's page is its Function's, as Netlify's rewrite makes it (src/lib/site-check/serve-rewrite.ts).
const rewrites = await bundleTs("src/lib/site-check/serve-rewrite.ts");
// The AI search check's reports store, apart from the leads' (src/lib/site-check/report-store-serve.ts).
const reports = await bundleTs("src/lib/site-check/report-store-serve.ts");
// The team's page gets the strict headers Netlify gives it (src/lib/leads/serve-headers.ts).
const teamHeaders = await bundleTs("src/lib/leads/serve-headers.ts");
const gatsby = path.join(root, "node_modules", "gatsby", "cli.js");
const port = process.env.PORT || "9000";
const child = spawn(
  process.execPath,
  [
    "--require",
    rewrites,
    "--require",
    teamHeaders,
    "--require",
    preload,
    "--require",
    reports,
    gatsby,
    "serve",
    "--host",
    "127.0.0.1",
    "--port",
    port,
  ],
  {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", PORT: port },
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
