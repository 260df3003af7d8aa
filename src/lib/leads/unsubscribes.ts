/**
 * The addresses that unsubscribed: each followed the signed link every email of the AI search
 * check's report carries (src/lib/site-check/email/), or its mail client's one-click unsubscribe
 * (RFC 8058). No report email, and no news or offers, go to such an address again; an enquiry the
 * person sends themselves is still answered. Kept in the lead store (migration 11) as the SHA-256
 * of the address in lower case, never the address itself, and never deleted with the leads.
 */
import { createHash } from "node:crypto";
import type { LeadStore } from "./store";

/** What an address is kept as: the SHA-256 of its trimmed, lower-case form, in hex. */
export const addressHash = (email: string): string =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** Whether `email` unsubscribed (any case). */
export async function isUnsubscribed(store: LeadStore, email: string): Promise<boolean> {
  const db = await store.migrated();
  const rows = await db.query<{ found: number }>("SELECT 1 AS found FROM email_unsubscribes WHERE address_hash = $1", [
    addressHash(email),
  ]);
  return rows.length > 0;
}

/**
 * Records that `email` unsubscribed, by `source` (which email's link, for the log and the team);
 * again is a no-op, the first time kept.
 */
export async function markUnsubscribed(store: LeadStore, email: string, source: string, at: Date): Promise<void> {
  const db = await store.migrated();
  await db.query(
    `INSERT INTO email_unsubscribes (address_hash, unsubscribed_at, source) VALUES ($1, $2, $3)
     ON CONFLICT (address_hash) DO NOTHING`,
    [addressHash(email), at.toISOString(), source.slice(0, 40)],
  );
}
