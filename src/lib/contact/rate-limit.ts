/**
 * Per-address sliding-window limit, kept in memory (one process; a restart forgets it, which is
 * fine for a contact form). Memory is bounded: at most `maxKeys` addresses, each holding at most
 * `max` timestamps, each address truncated to a fixed length.
 */
import ipaddr from "ipaddr.js";
import { setting, type ContactEnv } from "./env";

export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_MAX_KEYS = 10_000;
/** A ceiling on CONTACT_RATE_LIMIT so one address can never hold an unbounded list. */
const MAX_RATE_LIMIT = 1_000;
const MAX_KEY_LENGTH = 64;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one message from `key` if a slot is free; otherwise says how long until one frees. */
  hit(key: string, max: number, nowMs: number): RateDecision;
  /** How many addresses are tracked (for tests and bounds). */
  size(): number;
}

export interface RateLimiterOptions {
  windowMs?: number;
  maxKeys?: number;
}

/**
 * Whom a message counts against. An IPv6 visitor is usually given a whole /64 (and privacy
 * extensions rotate addresses within it), so the /64 is one visitor; an IPv4 address written in
 * IPv6 form (`::ffff:203.0.113.7`, as a dual-stack socket reports it) is that IPv4 address.
 */
export function visitorKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = parsed.toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...prefix, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}

/** The value of CONTACT_RATE_LIMIT that lifts the limit (load tests; never in production). */
export const RATE_LIMIT_OFF = "off";

/** CONTACT_RATE_LIMIT as a positive whole number, the default, or undefined when it is "off". */
export function rateLimitFromEnv(env: ContactEnv): number | undefined {
  const raw = setting(env, "CONTACT_RATE_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_RATE_LIMIT;
  const value = Number(raw);
  return value >= 1 ? Math.min(value, MAX_RATE_LIMIT) : DEFAULT_RATE_LIMIT;
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  // Insertion order doubles as least-recently-used order: a hit moves its key to the end.
  const hits = new Map<string, number[]>();

  function evict(nowMs: number): void {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1];
      if (newest === undefined || newest <= nowMs - windowMs) hits.delete(key);
    }
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    hit(rawKey, max, nowMs) {
      const key = rawKey.slice(0, MAX_KEY_LENGTH);
      const limit = Math.max(1, Math.min(Math.floor(max), MAX_RATE_LIMIT));
      const times = (hits.get(key) ?? []).filter((time) => time > nowMs - windowMs);
      hits.delete(key);

      if (times.length >= limit) {
        hits.set(key, times);
        // The slot that frees first belongs to the oldest hit still inside the window.
        const oldest = times[times.length - limit] ?? nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000)) };
      }

      if (hits.size >= maxKeys) evict(nowMs);
      times.push(nowMs);
      hits.set(key, times.slice(-limit));
      return { allowed: true };
    },
    size() {
      return hits.size;
    },
  };
}
