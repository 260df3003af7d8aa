/**
 * The store a process with a lasting disk uses (the server of `npm run serve`, and `npm run leads`):
 * DATABASE_URL's Postgres when set, else the embedded one in LEADS_STORE_DIR (default .data/leads).
 */
import path from "node:path";
import { setting, type Env } from "../env";
import { databaseUrl } from "./db";
import { EMBEDDED_STORE_DIRECTORY, openEmbedded } from "./embedded";
import { LeadStore } from "./store";
import { postgresStore } from "./stores";

export function embeddedDirectory(env: Env): string {
  return path.resolve(setting(env, "LEADS_STORE_DIR") ?? EMBEDDED_STORE_DIRECTORY);
}

export async function openServerStore(env: Env): Promise<LeadStore> {
  const url = databaseUrl(env);
  return url ? postgresStore(url) : new LeadStore(await openEmbedded(embeddedDirectory(env)));
}
