/**
 * The embedded engine (PGlite: Postgres compiled to WebAssembly, the same SQL and migrations) in a
 * folder under .data/, for a server with a lasting disk (`npm start`, `npm run serve`) and the
 * `npm run leads` command. The folder is locked to one process: a second gets a clear message
 * instead of a corrupted store. Never imported by a Function, so no Function bundles it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "./db";

/** Where `npm start` keeps leads when no DATABASE_URL is set. */
export const EMBEDDED_STORE_DIRECTORY = path.join(".data", "leads");

export class StoreInUseError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the embedded folder's lock file, or explains who holds it. */
function lockFolder(directory: string): () => void {
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const lockFile = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockFile, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
        throw new StoreInUseError(
          `The embedded lead store ${directory} is open in another process (pid ${holder}, ` +
            "most likely `npm start` or `npm run serve`). One process at a time can open it: stop that one first, " +
            "or see the leads at /admin/leads/ while it runs, or set DATABASE_URL to a Postgres server both can share.",
        );
      }
      // Left by a process that has ended: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new StoreInUseError(`Could not take the lock on the embedded lead store ${directory}.`);
}

export async function openEmbedded(directory: string): Promise<Db> {
  const release = lockFolder(directory);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create(directory);
    return {
      kind: "embedded",
      location: directory,
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        return (await pglite.query<Row>(sql, [...params])).rows;
      },
      transaction: (work) => pglite.transaction((tx) => work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows })),
      async close() {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

