/**
 * The unsubscribe link every report email carries, in its text and its List-Unsubscribe header
 * (RFC 8058, with List-Unsubscribe-Post for one-click): `/api/unsubscribe?e=<address>&t=<signature>`,
 * the address in base64url and the signature an HMAC-SHA256 of it (lower case) with
 * UNSUBSCRIBE_SECRET, so only our emails can make a link that works, and any link we made works
 * for as long as the secret stays.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const UNSUBSCRIBE_PATH = "/api/unsubscribe";
const PURPOSE = "unsubscribe:v1\n";

const normalised = (email: string): string => email.trim().toLowerCase();

function signature(secret: string, email: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + normalised(email))
    .digest();
}

/** The link for `email`, on the site's `origin`. */
export function unsubscribeUrl(origin: string, secret: string, email: string): string {
  const query = new URLSearchParams({
    e: Buffer.from(normalised(email), "utf8").toString("base64url"),
    t: signature(secret, email).toString("base64url"),
  });
  return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The address a link's `e` and `t` name, when the signature is ours; undefined otherwise. */
export function verifiedAddress(secret: string, e: string | undefined, t: string | undefined): string | undefined {
  if (!e || !t || e.length > 400 || !/^[A-Za-z0-9_-]+$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(t)) return undefined;
  const email = Buffer.from(e, "base64url").toString("utf8");
  if (!email.includes("@") || email.length > 254) return undefined;
  const given = Buffer.from(t, "base64url");
  const expected = signature(secret, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
}
