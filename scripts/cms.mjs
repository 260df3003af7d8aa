/**
 * `npm run cms`: edit the site's content in the CMS on this machine.
 *
 * Starts decap-server (127.0.0.1:8081) beside `npm run develop` (127.0.0.1:8000). Open
 * http://localhost:8000/admin/: config.yml's `local_backend: true` makes Decap talk to
 * decap-server, which reads and writes data/ and static/social/ in this working tree directly.
 * No login and no commits: review the changed files and commit them as usual.
 *
 * Each runs in its own process group, so Ctrl-C (or either one stopping) stops both with
 * everything they started.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Under `npm run`, npm_execpath is npm's own script; run directly, use npm from PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];

const services = [
  {
    name: "decap-server",
    command: [process.execPath, path.join(root, "node_modules", "decap-server", "dist", "index.js")],
    env: { BIND_HOST: "127.0.0.1", PORT: "8081", MODE: "fs", GIT_REPO_DIRECTORY: root },
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
