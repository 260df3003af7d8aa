/**
 * `npm run netlify -- <command> [options]`: Netlify's own CLI (netlify-cli, pinned in
 * devDependencies, with Deno from npm's `deno` package) on this machine, offline, as Netlify builds
 * and runs the site: `build` (the Gatsby build, the Functions and the Edge Function bundled as
 * Netlify bundles them, the build plugins), `serve` (that build, then the site through Netlify's
 * own runtime: _headers, _redirects, the Edge Function, every Function in Netlify's Lambda runtime),
 * `functions:serve` and `functions:invoke`. docs/netlify.md, Netlify on this machine.
 *
 * What it sets, and why (none of it is needed on Netlify itself):
 * - `--offline`, and `--context deploy-preview` unless a context is given: a preview keeps, sends
 *   and announces nothing, and `--context production` stops on the agency's placeholders, as it should;
 * - NETLIFY_SKIP_GATSBY_BUILD_PLUGIN=true: the CLI would install the legacy Essential Gatsby plugin,
 *   whose old sharp downloads libvips from GitHub (the plugin does nothing beside the adapter);
 * - NETLIFY_EDGE_BOOTSTRAP: the Edge Functions' runtime from the CLI's own dependencies
 *   (./edge-bootstrap.mjs), where the CLI would fetch it from edge.netlify.com;
 * - every server it starts on 127.0.0.1 (./loopback.cjs, ./edge-bootstrap.mjs), as `npm run
 *   serve` does: the CLI itself listens on every interface and has no option to say otherwise;
 * - BROWSER=none, so `serve` opens no browser.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { root } from "../bundle-ts.mjs";

const [command = "build", ...options] = process.argv.slice(2);
const bin = path.join(root, "node_modules", ".bin");
const here = path.dirname(fileURLToPath(import.meta.url));

const args = [command, ...options];
if (!args.includes("--offline")) args.push("--offline");
const builds = command === "build" || command === "serve";
if (builds && !args.some((a) => a === "--context" || a.startsWith("--context=")))
  args.push("--context", "deploy-preview");

const env = {
  ...process.env,
  // Deno, Gatsby and the CLI's own helpers from this checkout.
  PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
  NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true",
  BROWSER: "none",
  GATSBY_TELEMETRY_DISABLED: "1",
  NO_UPDATE_NOTIFIER: "1",
  DENO_NO_UPDATE_CHECK: "1",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require "${path.join(here, "loopback.cjs")}"`.trim(),
  NETLIFY_EDGE_BOOTSTRAP:
    process.env.NETLIFY_EDGE_BOOTSTRAP ?? pathToFileURL(path.join(here, "edge-bootstrap.mjs")).href,
};

const child = spawn(path.join(bin, "netlify"), args, { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
