/**
 * A real PostgreSQL for the tests: Debian's `postgresql` (`.ci/run` installs it), a fresh cluster
 * in a temporary folder (initdb, trust auth on loopback), on a free 127.0.0.1 port, stopped and
 * removed by the test. Run as the `postgres` user when the tests run as root (Postgres refuses
 * root). It can be frozen (every Postgres process stopped, connections open but silent) and thawed.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "../../support/redis-server";

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(base, version, "bin"))
    .find((dir) => fs.existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does)");
  return found;
}

const asRoot = process.getuid?.() === 0;
/** The command, as the postgres user when we are root. */
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

export interface PostgresServer {
  port: number;
  url: string;
  freeze(): void;
  thaw(): void;
  /** Runs SQL as the superuser and returns the rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-postgres-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const [initdb, initArgs] = command(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  execFileSync(initdb, initArgs, { stdio: "pipe" });
  const port = await freePort();
  const [postgres, args] = command(path.join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-h",
    "127.0.0.1",
    "-k",
    dir,
    "-c",
    "fsync=off",
  ]);
  const child: ChildProcess = spawn(postgres, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}:\n${output}`);
    try {
      await query("SELECT 1");
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`postgres did not start within 20 s: ${String(error)}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  // The postmaster and every process it forked (backends, writers): all of them answer nothing when stopped.
  const postmaster = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const signal = (name: NodeJS.Signals) => {
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmaster)], { encoding: "utf8" })
      .split("\n")
      .map(Number)
      .filter((pid) => pid > 0);
    for (const pid of [postmaster, ...children]) {
      try {
        process.kill(pid, name);
      } catch {
        // Ended meanwhile.
      }
    }
  };
  // runuser (as root) waits for the postmaster and stops itself when its child stops, as `su` does:
  // it is woken too, or it never reaps the postmaster and stays stopped after the test.
  const thaw = () => {
    signal("SIGCONT");
    if (child.pid !== undefined && child.pid !== postmaster) process.kill(child.pid, "SIGCONT");
  };
  return {
    port,
    url,
    freeze: () => signal("SIGSTOP"),
    thaw,
    query,
    async stop() {
      if (child.exitCode === null) {
        thaw();
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(postmaster, "SIGINT");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
