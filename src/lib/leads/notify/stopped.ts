/**
 * Endpoints that answered 410 Gone (a chat webhook, the CRM's): nothing more goes to them. Kept by
 * the address's SHA-256 with its channel (channels.ts, endpointKey), never the address itself.
 */
import type { LeadStore } from "../store";

/** Records that an endpoint answered 410 Gone; true the first time. */
export async function stopEndpoint(store: LeadStore, endpoint: string, now: Date, reason: string): Promise<boolean> {
  const rows = await store.query<{ endpoint: string }>(
    "INSERT INTO lead_endpoints_stopped (endpoint, stopped_at, reason) VALUES ($1, $2, $3) ON CONFLICT (endpoint) DO NOTHING RETURNING endpoint",
    [endpoint, now.toISOString(), reason],
  );
  return rows.length === 1;
}

export async function stoppedEndpoints(store: LeadStore): Promise<Set<string>> {
  return new Set(
    (await store.query<{ endpoint: string }>("SELECT endpoint FROM lead_endpoints_stopped")).map((row) => row.endpoint),
  );
}
