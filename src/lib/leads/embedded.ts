/**
 * The embedded engine (PGlite: Postgres compiled to WebAssembly, the same SQL and migrations) in a
 * folder under .data/, for a server with a lasting disk (`npm start`, `npm run serve`) and the
 * `npm run leads` command. The folder is locked to one process: a second gets a clear message
 * instead of a corrupted store (platform/embedded-postgres.ts, which the AI search check's reports
 * store opens its own folder with). Never imported by a Function, so no Function bundles it.
 */
import path from "node:path";
import { fromPglite } from "pg-boss";
import {
  initialiseFolder,
  lockFolder,
  PGLITE_OPTIONS,
  StoreInUseError,
  type FolderNaming,
} from "../platform/embedded-postgres";
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

/** Creates the lead store's folder the first time (initdb in a child process: platform/embedded-postgres.ts). */
export const initialise = (directory: string): Promise<void> => initialiseFolder(directory, NAMING.name);

export async function openEmbedded(directory: string): Promise<Db> {
  const release = await lockFolder(directory, NAMING);
  try {
    await initialise(directory);
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create(directory, PGLITE_OPTIONS);
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
