/**
 * An embedded Postgres (PGlite: Postgres compiled to WebAssembly) in a folder of its own, for a
 * server with a lasting disk: the lead store's (src/lib/leads/embedded.ts) and the AI search
 * check's reports store (src/lib/site-check/report-store-embedded.ts) each open one, in separate
 * folders, so that one full or broken folder never touches the other's files. A folder is locked
 * to one process: a second gets a clear message instead of a corrupted store. Only a server
 * process imports this; no Function bundles it.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { lock } from "proper-lockfile";
import type { Engine } from "./engine";

/**
 * Postgres's settings for a store of a few thousand rows: 16 MB of shared buffers (not 128 MB)
 * keeps a server that opened the store about 110 MB smaller.
 */
export const PGLITE_OPTIONS = { postgresqlconf: "shared_buffers=16MB" };

export class StoreInUseError extends Error {}

/** How a folder's messages name it ("embedded lead store"), and what to tell whoever finds it held by another process. */
export interface FolderNaming {
  name: string;
  inUseAdvice: string;
}

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
 * Takes the folder's lock, or explains who holds it: the holder writes its pid into
 * `<directory>.pid`, locked by proper-lockfile (the folder `<directory>.pid.lock`, refreshed while
 * held, released on exit; the hand-made `<directory>.lock` of earlier versions is not in its way).
 */
export async function lockFolder(directory: string, naming: FolderNaming): Promise<() => Promise<void>> {
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const pidFile = `${directory}.pid`;
  const options = {
    realpath: false,
    stale: STALE_MS,
    // Thrown, it would stop a server; the store stays usable, and the warning says what happened.
    onCompromised: (error: Error) =>
      console.error(
        `The lock on the ${naming.name} ${directory} was lost (${error.message}): another process may open the store.`,
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
        `The ${naming.name} ${directory} is open in another process (pid ${holder}, ${naming.inUseAdvice}`,
      );
    }
    // Left by a process that has ended: it no longer refreshes the lock, which frees once stale.
    try {
      release = await lock(pidFile, {
        ...options,
        retries: { retries: STALE_MS / 1000 + 2, factor: 1, minTimeout: 1000 },
      });
    } catch {
      throw new StoreInUseError(`Could not take the lock on the ${naming.name} ${directory}.`);
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
export async function initialiseFolder(directory: string, name: string): Promise<void> {
  if (fs.existsSync(path.join(directory, "PG_VERSION"))) return;
  const building = `${directory}.initdb-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const entry = require.resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify(building)}, ${JSON.stringify(PGLITE_OPTIONS)}).then((db) => db.close(), (error) => { console.error(String(error && error.message || error)); process.exit(1); })`;
  try {
    await promisify(execFile)(process.execPath, ["-e", script], { timeout: 120_000 });
    // An empty folder (made by hand, say) gives way; one holding anything else is never touched.
    if (fs.existsSync(directory) && fs.readdirSync(directory).length === 0) fs.rmdirSync(directory);
    fs.renameSync(building, directory);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the ${name} ${directory}: ${stderr || (error as Error).message}`);
  }
}

/** An embedded engine, and the PGlite under it for whoever needs it raw (the lead store's job queue). */
export interface EmbeddedEngine extends Engine {
  readonly kind: "embedded";
  readonly pglite: PGlite;
}

/**
 * Opens the embedded engine in `directory`: takes its lock (lockFolder), makes the folder the first
 * time (initialiseFolder), and starts PGlite on it. Closing it stops PGlite, then frees the lock.
 */
export async function openEmbeddedEngine(directory: string, naming: FolderNaming): Promise<EmbeddedEngine> {
  const release = await lockFolder(directory, naming);
  try {
    await initialiseFolder(directory, naming.name);
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create(directory, PGLITE_OPTIONS);
    return {
      kind: "embedded",
      location: directory,
      pglite,
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
