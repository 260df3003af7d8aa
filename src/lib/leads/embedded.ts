/**
 * The embedded engine (PGlite: Postgres compiled to WebAssembly, the same SQL and migrations) in a
 * folder under .data/, for a server with a lasting disk (`npm start`, `npm run serve`) and the
 * `npm run leads` command. The folder is locked to one process: a second gets a clear message
 * instead of a corrupted store. Never imported by a Function, so no Function bundles it.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fromPglite } from "pg-boss";
import { lock } from "proper-lockfile";
import type { Db } from "./db";

/**
 * Postgres's settings for a store of a few thousand rows: 16 MB of shared buffers (not 128 MB)
 * keeps a server that opened the store about 110 MB smaller.
 */
const OPTIONS = { postgresqlconf: "shared_buffers=16MB" };

/** Where `npm start` keeps leads when no DATABASE_URL is set. */
export const EMBEDDED_STORE_DIRECTORY = path.join(".data", "leads");

export class StoreInUseError extends Error {}

/** A lock its holder stopped refreshing (it refreshes every half of this) is free after this long. */
const STALE_MS = 10_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded folder's lock, or explains who holds it: the holder writes its pid into
 * `<directory>.pid`, locked by proper-lockfile (the folder `<directory>.pid.lock`, refreshed while
 * held, released on exit; the hand-made `<directory>.lock` of earlier versions is not in its way).
 */
async function lockFolder(directory: string): Promise<() => Promise<void>> {
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const pidFile = `${directory}.pid`;
  const options = {
    realpath: false,
    stale: STALE_MS,
    // Thrown, it would stop a server; the store stays usable, and the warning says what happened.
    onCompromised: (error: Error) =>
      console.error(
        `The lock on the embedded lead store ${directory} was lost (${error.message}): another process may open the store.`,
      ),
  };
  let release: () => Promise<void>;
  try {
    release = await lock(pidFile, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const holder = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8") : "");
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
      throw new StoreInUseError(
        `The embedded lead store ${directory} is open in another process (pid ${holder}, ` +
          "most likely `npm start` or `npm run serve`). One process at a time can open it: stop that one first, " +
          "or see the leads at /admin/leads/ while it runs, or set DATABASE_URL to a Postgres server both can share.",
      );
    }
    // Left by a process that has ended: it no longer refreshes the lock, which frees once stale.
    try {
      release = await lock(pidFile, {
        ...options,
        retries: { retries: STALE_MS / 1000 + 2, factor: 1, minTimeout: 1000 },
      });
    } catch {
      throw new StoreInUseError(`Could not take the lock on the embedded lead store ${directory}.`);
    }
  }
  fs.writeFileSync(pidFile, String(process.pid));
  return async () => {
    if (fs.existsSync(pidFile) && fs.readFileSync(pidFile, "utf8") === String(process.pid))
      fs.rmSync(pidFile, { force: true });
    // Already released (close called twice), or lost, which onCompromised has said.
    await release().catch(() => undefined);
  };
}

/**
 * Creates the store's folder the first time. Postgres's initdb takes some 750 MB and five seconds
 * of one core in WebAssembly, so it runs in a child process that gives all of it back when it
 * ends (a server doing it itself would keep the memory, and stop answering while it ran). It
 * writes into a sibling folder renamed into place when done, so an interrupted start leaves no
 * half-made store.
 */
export async function initialise(directory: string): Promise<void> {
  if (fs.existsSync(path.join(directory, "PG_VERSION"))) return;
  const building = `${directory}.initdb-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const entry = require.resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify(building)}, ${JSON.stringify(OPTIONS)}).then((db) => db.close(), (error) => { console.error(String(error && error.message || error)); process.exit(1); })`;
  try {
    await promisify(execFile)(process.execPath, ["-e", script], { timeout: 120_000 });
    // An empty folder (made by hand, say) gives way; one holding anything else is never touched.
    if (fs.existsSync(directory) && fs.readdirSync(directory).length === 0) fs.rmdirSync(directory);
    fs.renameSync(building, directory);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded lead store ${directory}: ${stderr || (error as Error).message}`);
  }
}

export async function openEmbedded(directory: string): Promise<Db> {
  const release = await lockFolder(directory);
  try {
    await initialise(directory);
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create(directory, OPTIONS);
    return {
      kind: "embedded",
      location: directory,
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        return (await pglite.query<Row>(sql, [...params])).rows;
      },
      transaction: (work) =>
        pglite.transaction((tx) =>
          work({
            query: async <Row>(sql: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(sql, [...params])).rows,
          }),
        ),
      jobDb: fromPglite(pglite),
      async close() {
        await pglite.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
