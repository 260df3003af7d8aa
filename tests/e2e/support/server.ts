import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freshStoreDir } from "../../support/embedded-template";

/**
 * The shared server's port: the run's global setup picks a free one and hands it to the test files
 * in E2E_PORT (set it to choose one). A fixed port let one checkout's suite be answered by another's
 * server on this shared machine (its build, its outbox) when both ran at once.
 */
export const PORT = Number(process.env.E2E_PORT ?? 9123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const root = path.resolve(__dirname, "../../..");

/** Waits until `child` (a server named `name`) answers `url` with a success, or throws. */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  name = "npm run serve",
  init?: RequestInit,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, init);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/** What the server prints once its lead store is open, or once it knows its database is not answering. */
const STORE_READY = /\[leads\] (?:enquiries are kept in|Postgres at DATABASE_URL is unreachable)/;

export interface Served {
  child: ChildProcess;
  /** Everything the server has printed so far. */
  output(): string;
}

/**
 * Serves the built site (public/) with the contact Function as `PORT=N npm run serve` does, on
 * loopback only: the shared server (startServer) through npm, the way a newcomer starts it; the
 * servers test files start for themselves run the same script without npm, whose own start is a
 * second of CPU each time. `detached` gives it a process group of its own, so stopServer ends npm,
 * its shell and Gatsby together.
 */
export async function serve(env: NodeJS.ProcessEnv = {}, port = PORT, cwd = root, viaNpm = false): Promise<Served> {
  const [command, args] = viaNpm
    ? ["npm", ["run", "--silent", "serve"]]
    : [process.execPath, [path.join(cwd, "scripts", "serve.mjs")]];
  const child = spawn(command, args, {
    cwd,
    // Each server its own embedded lead store (one process per store), unless the test names one.
    // The site's origin is configuration (SITE_URL; src/lib/platform/origin.ts), as on Netlify: the address the tests open.
    env: {
      ...process.env,
      LEADS_STORE_DIR: freshStoreDir("e2e-leads-"),
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child, 60000, "npm run serve");
    // Ready once the lead store has opened (src/lib/leads/serve.ts says which), as a newcomer sees it.
    const deadline = Date.now() + 60000;
    while (!STORE_READY.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error("npm run serve never said where enquiries are kept");
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (e) {
    stopServer(child);
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return { child, output: () => output };
}

/** The server the browser tests share, at BASE_URL in the test files. */
export async function startServer(env: NodeJS.ProcessEnv = {}, port = PORT): Promise<ChildProcess> {
  return (await serve(env, port, root, true)).child;
}

export function stopServer(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
