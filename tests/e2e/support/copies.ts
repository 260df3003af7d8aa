/**
 * Copies of the site that build (and run) in the background while the rest of CI does other work:
 * each in a folder of its own under the system's temp folder, `node_modules` linked rather than
 * copied, started by one process, whose state (its folder, process group, start time and whatever
 * it needs to be found by, such as ports) is written to tests/e2e/.artifacts/<name>-site.json, so
 * that any later process (the suite's global setup, a test file, the teardown) can find, wait for
 * and stop it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** The checkout: the nearest folder above this file with the site's gatsby-config.ts. */
function checkout(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir))
    if (fs.existsSync(path.join(dir, "gatsby-config.ts"))) return dir;
  throw new Error(`no checkout above ${from}`);
}
export const root = checkout(__dirname);

/** Left behind: what is built, cached, installed or local to this checkout. */
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".data",
  ".scratch",
  ".netlify",
  "__screenshots__",
  ".artifacts",
  ".lighthouse",
  ".cms-workspace",
]);

/** The site as a fresh clone has it, in a new folder (`prefix` names it under the temp folder). */
export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export interface Started {
  root: string;
  pid: number;
  startedAt: number;
  /** Ports the copy was started with (named by what listens on them). */
  ports?: Record<string, number>;
  /** The CI run that started it (`.ci/run` sets CI_RUN_ID), if one did. */
  run?: string;
}

/**
 * How old a copy started before the suite may be and still be used (CI starts them a few minutes
 * before), unless the same CI run started it: on a busy machine that run's step 2 can outlast
 * this, and a second build of each copy would only make it busier.
 */
const FRESH_MS = 20 * 60_000;
const CI_RUN = "CI_RUN_ID";

/** One background copy, by name: where its state is kept, and how to find, wait for and stop it. */
export class BackgroundCopy {
  readonly stateFile: string;
  constructor(readonly name: string) {
    this.stateFile = path.join(root, "tests", "e2e", ".artifacts", `${name}-site.json`);
  }

  started(): Started | null {
    return fs.existsSync(this.stateFile) ? (JSON.parse(fs.readFileSync(this.stateFile, "utf8")) as Started) : null;
  }

  /** Whether one was started shortly before and its folder is still there (the teardown removes both, so an older one is a crashed run's). */
  fresh(): boolean {
    const started = this.started();
    if (!started || !fs.existsSync(started.root)) return false;
    const run = process.env[CI_RUN];
    return (run !== undefined && started.run === run) || Date.now() - started.startedAt < FRESH_MS;
  }

  /**
   * Runs `command` (a shell command) in `dir` in the background, in a process group of its own,
   * its output to `log` in that folder and, when it ends, its exit code to `status` there.
   */
  start(dir: string, command: string, env: NodeJS.ProcessEnv, ports: Record<string, number> = {}): void {
    const child = spawn("sh", ["-c", `${command} > ${this.name}.log 2>&1; echo $? > ${this.name}.status`], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: "ignore",
      detached: true,
    });
    child.unref();
    fs.mkdirSync(path.dirname(this.stateFile), { recursive: true });
    const run = process.env[CI_RUN];
    const state: Started = { root: dir, pid: child.pid ?? 0, startedAt: Date.now(), ports, ...(run ? { run } : {}) };
    fs.writeFileSync(this.stateFile, JSON.stringify(state));
  }

  /**
   * Its output so far, as plain text: Netlify's CLI colours its log when the environment asks for
   * colour (FORCE_COLOR, as some CI runners set), and the escapes would split what tests look for.
   */
  log(): string {
    const started = this.started();
    const file = started && path.join(started.root, `${this.name}.log`);
    return file && fs.existsSync(file) ? stripVTControlCharacters(fs.readFileSync(file, "utf8")) : "";
  }

  /** Its exit code, or null while it runs. */
  exitCode(): number | null {
    const started = this.started();
    const file = started && path.join(started.root, `${this.name}.status`);
    const text = file && fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
    return text === "" ? null : Number(text);
  }

  /** Waits for it to end; throws with its log's end unless it ended with 0. */
  async finished(timeoutMs: number): Promise<Started> {
    const started = this.started();
    if (!started) throw new Error(`the ${this.name} copy of the site was never started`);
    const deadline = Date.now() + timeoutMs;
    while (this.exitCode() === null) {
      if (Date.now() > deadline)
        throw new Error(`the ${this.name} copy did not finish within ${timeoutMs / 1000} s (its log: ${started.root})`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const code = this.exitCode();
    if (code !== 0) throw new Error(`the ${this.name} copy failed (${code}):\n${this.log().slice(-6000)}`);
    return started;
  }

  /** Ends it if it still runs and removes its folder. */
  stop(): void {
    const started = this.started();
    if (!started) return;
    try {
      process.kill(-started.pid, "SIGTERM");
    } catch {
      // finished already
    }
    fs.rmSync(started.root, { recursive: true, force: true });
    fs.rmSync(this.stateFile, { force: true });
  }
}
