/**
 * The email asks' settings and bounds: how many report emails a visitor may ask for a day
 * (SITE_CHECK_EMAIL_LIMIT), the fixed caps per report and per recipient, the note's length, and
 * the secret the unsubscribe links are signed with (UNSUBSCRIBE_SECRET). The daily counts go
 * through the check's limiter (limit.ts: this instance's memory, or Redis under REDIS_URL), under
 * keys of their own, `harbour:site-check-email:<hash>`.
 */
import { randomBytes } from "node:crypto";
import { builtContext, setting, type Env } from "../../env";
import type { Logger } from "../../platform/log";
import { RATE_LIMIT_OFF } from "../../platform/rate-limit";
import { limiters } from "../limit";

export const EMAIL_KEY_PREFIX = "harbour:site-check-email";
export const DAY_SECONDS = 24 * 60 * 60;
/** Report emails (both asks together) a visitor may ask for a day, unless SITE_CHECK_EMAIL_LIMIT says otherwise. */
export const DEFAULT_EMAILS_PER_DAY = 5;
const MAX_EMAILS_PER_DAY = 1_000;
/** Emails to developers one report may be sent in a day, whoever asks. */
export const DEVELOPER_EMAILS_PER_REPORT = 3;
/** Report emails one address may be sent in a day, by either ask, whoever asks. */
export const EMAILS_PER_RECIPIENT = 3;
/** The developer's note, in characters. */
export const NOTE_MAX_CHARS = 500;
/** The developer's email, all of it, in characters: whatever the editors' words, the addresses and the note. */
export const MAX_DEVELOPER_TEXT_CHARS = 3_000;
/** A form's body, in bytes: an address or two and a 500-character note fit many times over. */
export const MAX_EMAIL_BODY_BYTES = 8 * 1024;
/** The shortest UNSUBSCRIBE_SECRET taken. */
export const MIN_SECRET_CHARS = 32;

/** The emails' daily counts: a visitor's, a report's and a recipient's, each under its own key. */
export const emailLimiter = limiters(EMAIL_KEY_PREFIX, DAY_SECONDS);

/** SITE_CHECK_EMAIL_LIMIT: report emails per visitor per day, or undefined when it is `off`. */
export function emailLimit(env: Env): number | undefined {
  const raw = setting(env, "SITE_CHECK_EMAIL_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1) return DEFAULT_EMAILS_PER_DAY;
  return Math.min(Number(raw), MAX_EMAILS_PER_DAY);
}

export const isProduction = (env: Env): boolean =>
  setting(env, "CONTEXT") === "production" || builtContext() === "production";

/** On globalThis: the server's own code and each compiled Function are separate bundles in one process. */
const LOCAL_SECRET = Symbol.for("harbour-ai-seo.site-check.unsubscribe-secret");
const SAID = Symbol.for("harbour-ai-seo.site-check.unsubscribe-secret-said");
const shared = globalThis as typeof globalThis & { [LOCAL_SECRET]?: string; [SAID]?: Set<string> };

function sayOnce(log: Logger, level: "warn" | "error", message: string): void {
  const said = (shared[SAID] ??= new Set());
  if (said.has(message)) return;
  said.add(message);
  log(level, message);
}

/**
 * The key the unsubscribe links are signed with: UNSUBSCRIBE_SECRET (32 characters or more). Without
 * it, on the live site (CONTEXT=production) none: the asks are not offered, since an email without a
 * working unsubscribe link must not go. Elsewhere a key made for this process, so links it signs
 * stop working when it restarts (said once).
 */
export function unsubscribeSecret(env: Env, log: Logger): string | undefined {
  const secret = setting(env, "UNSUBSCRIBE_SECRET");
  if (secret !== undefined && secret.length >= MIN_SECRET_CHARS) return secret;
  if (secret !== undefined)
    sayOnce(log, "error", `UNSUBSCRIBE_SECRET is shorter than ${MIN_SECRET_CHARS} characters, so it is not used.`);
  if (isProduction(env)) {
    sayOnce(log, "error", "UNSUBSCRIBE_SECRET is not set, so the report's email asks are not offered.");
    return undefined;
  }
  if (shared[LOCAL_SECRET] === undefined) {
    shared[LOCAL_SECRET] = randomBytes(32).toString("base64url");
    sayOnce(
      log,
      "warn",
      "UNSUBSCRIBE_SECRET is not set: unsubscribe links are signed with a key made for this process, and stop working when it restarts.",
    );
  }
  return shared[LOCAL_SECRET];
}
