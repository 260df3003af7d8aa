/**
 * The lead store's embedded engine (PGlite: Postgres compiled to WebAssembly, the same SQL and
 * migrations) in a folder under .data/, for a server with a lasting disk (`npm start`, `npm run
 * serve`) and the `npm run leads` command. The db floor opens it (src/lib/db/embedded.ts: the
 * folder's lock, so a second process gets a clear message instead of a corrupted store, initdb, the
 * engine); what is the lead store's here is its folder, its messages and the job queue's handle.
 * Never imported by a Function, so no Function bundles it.
 */
import path from "node:path";
import { fromPglite } from "pg-boss";
import { initialiseFolder, openEmbeddedEngine, StoreInUseError, type FolderNaming } from "../db/embedded";
import type { Db } from "./db";

export { StoreInUseError };

/** Where `npm start` keeps leads when no DATABASE_URL is set. */
export const EMBEDDED_STORE_DIRECTORY = path.join(".data", "leads");

const NAMING: FolderNaming = {
  name: "embedded lead store",
  inUseAdvice:
    "most likely `npm start` or `npm run serve`). One process at a time can open it: stop that one first, " +
    "or see the leads at /admin/leads/ while it runs, or set DATABASE_URL to a Postgres server both can share.",
};

/** Creates the lead store's folder the first time (initdb in a child process: src/lib/db/embedded.ts). */
export const initialise = (directory: string): Promise<void> => initialiseFolder(directory, NAMING.name);

export async function openEmbedded(directory: string): Promise<Db> {
  const engine = await openEmbeddedEngine(directory, NAMING);
  return { ...engine, jobDb: fromPglite(engine.pglite) };
}
