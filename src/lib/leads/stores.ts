/**
 * Which store a process writes leads to, decided per request from the environment:
 * - DATABASE_URL (or Netlify DB's NETLIFY_DATABASE_URL): that Postgres, one small pool per process;
 * - else the store the server process opened at start (`npm run serve` opens the embedded one,
 *   src/lib/leads/serve.ts, and hands it over here);
 * - else none: a Netlify Function without a database has no lasting disk, so it keeps no store
 *   rather than one that would claim a durability it does not have (the email path, as before).
 * The handles live on globalThis: the server's own code and each compiled Function are separate
 * bundles in one process, and must share one pool and one embedded engine.
 */
import { databaseUrl, openPostgres } from "./db";
import { LeadStore } from "./store";

const HOST_STORE = Symbol.for("harbour-ai-seo.leads.host-store");
const POOLS = Symbol.for("harbour-ai-seo.leads.postgres-stores");

type Shared = typeof globalThis & { [HOST_STORE]?: Promise<LeadStore>; [POOLS]?: Map<string, Promise<LeadStore>> };
const shared = globalThis as Shared;

/** The server process's store, which its Functions use when no DATABASE_URL is set. */
export function setHostStore(store: Promise<LeadStore> | undefined): void {
  shared[HOST_STORE] = store;
}

export function hostStore(): Promise<LeadStore> | undefined {
  return shared[HOST_STORE];
}

/** One store per database URL per process. */
export function postgresStore(url: string): Promise<LeadStore> {
  const pools = (shared[POOLS] ??= new Map<string, Promise<LeadStore>>());
  let store = pools.get(url);
  if (!store) {
    store = openPostgres(url).then((db) => new LeadStore(db));
    pools.set(url, store);
  }
  return store;
}

/** The store for this request's settings, or undefined when there is none. */
export async function leadStoreFor(env: Readonly<Record<string, string | undefined>>): Promise<LeadStore | undefined> {
  const url = databaseUrl(env);
  if (url) return postgresStore(url);
  return hostStore();
}

/** Ends every pool this process opened (tests, and the CLI before it exits). */
export async function closePostgresStores(): Promise<void> {
  const pools = shared[POOLS];
  if (!pools) return;
  shared[POOLS] = new Map();
  await Promise.all([...pools.values()].map(async (store) => (await store).close().catch(() => undefined)));
}
