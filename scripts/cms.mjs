/**
 * `npm run cms`: the CMS's editorial workflow on this machine.
 *
 * Starts decap-server (127.0.0.1:8081) in git mode beside `npm run develop` (127.0.0.1:8000). Open
 * http://localhost:8000/admin/: config.yml's `local_backend: true` makes Decap talk to
 * decap-server, which works in a scratch clone of your last commit under .cms-workspace/repo
 * (src/lib/cms/workspace.ts), never in this working tree: a saved draft is a branch
 * cms/<collection>/<slug> there, publishing merges it into the clone's main, and
 * `npm run cms:pull` brings what was published back. No login. The preview beside the editor
 * reads the rest of data/ from this working tree (gatsby develop).
 *
 * Each runs in its own process group, so Ctrl-C (or either one stopping) stops both with
 * everything they started.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { bundleTs, root } from "./bundle-ts.mjs";

const { prepareWorkspace } = createRequire(import.meta.url)(await bundleTs("src/lib/cms/workspace.ts"));
const workspace = prepareWorkspace(root);
console.log(
  [
    `cms: the local CMS works in ${path.relative(root, workspace.dir)} (a scratch clone; this working tree is never touched):`,
    ...workspace.notes.map((note) => `cms:   ${note}`),
    "cms: open http://localhost:8000/admin/ once gatsby develop is ready. Saving makes a draft (a branch cms/<collection>/<slug>",
    "cms: there); Publish merges it into the clone's main. Bring what you published back with: npm run cms:pull",
  ].join("\n"),
);
// Under `npm run`, npm_execpath is npm's own script; run directly, use npm from PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];

const services = [
  {
    name: "decap-server",
    command: [process.execPath, path.join(root, "node_modules", "decap-server", "dist", "index.js")],
    env: { BIND_HOST: "127.0.0.1", PORT: "8081", MODE: "git", GIT_REPO_DIRECTORY: workspace.dir },
  },
  { name: "gatsby develop", command: [...npm, "run", "develop"], env: {} },
];

const running = new Map();
let stopping = false;
let exitCode = 0;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopAll(signal) {
  for (const child of running.values()) signalGroup(child, signal);
}

function shutDown(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  stopAll("SIGINT");
  // Whatever ignores Ctrl-C for 10 seconds is killed.
  setTimeout(() => stopAll("SIGKILL"), 10_000).unref();
}

for (const service of services) {
  const [command, ...args] = service.command;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...service.env },
    // Own process group (killed as one), and no terminal input: a background group reading it would stop.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.set(service.name, child);
  child.on("error", (error) => {
    console.error(`cms: could not start ${service.name}: ${error.message}`);
    running.delete(service.name);
    shutDown(1);
    if (running.size === 0) process.exit(exitCode);
  });
  child.on("exit", (code, signal) => {
    running.delete(service.name);
    // Whatever it started and left behind in its group goes too.
    signalGroup(child, "SIGTERM");
    if (!stopping) {
      console.error(`cms: ${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      shutDown(code || 1);
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => shutDown(0));
