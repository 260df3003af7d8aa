/**
 * The site check's fair-use limit: the contact form's limiter (platform/rate-limit.ts, and through
 * Redis when REDIS_URL is set, platform/redis-rate-limit.ts) counting checks per visitor per hour,
 * under keys of its own so the two limits never share a count.
 */
import { createMemoryRateLimiter, RATE_LIMIT_OFF, type RateLimiter } from "../platform/rate-limit";
import { createRedisRateLimiter } from "../platform/redis-rate-limit";
import { setting, type Env } from "../env";
import type { Logger } from "../platform/log";

export const DEFAULT_CHECKS_PER_HOUR = 10;
const MAX_CHECKS_PER_HOUR = 1_000;
export const WINDOW_SECONDS = 60 * 60;
export const SITE_CHECK_KEY_PREFIX = "harbour:site-check";

/** SITE_CHECK_RATE_LIMIT: checks per visitor per hour, or undefined when it is `off`. */
export function siteCheckLimit(env: Env): number | undefined {
  const raw = setting(env, "SITE_CHECK_RATE_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1) return DEFAULT_CHECKS_PER_HOUR;
  return Math.min(Number(raw), MAX_CHECKS_PER_HOUR);
}

const memory = createMemoryRateLimiter({ windowSeconds: WINDOW_SECONDS });
const shared = new Map<string, RateLimiter>();

/** The limiter for this request's settings: Redis's when REDIS_URL is a redis address, else this instance's memory. */
export function siteCheckLimiter(env: Env, log: Logger): RateLimiter {
  const url = setting(env, "REDIS_URL");
  if (!url || !/^rediss?:\/\/[^/]/i.test(url)) return memory;
  let limiter = shared.get(url);
  if (!limiter) {
    limiter = createRedisRateLimiter(url, { log, windowSeconds: WINDOW_SECONDS, keyPrefix: SITE_CHECK_KEY_PREFIX });
    shared.set(url, limiter);
  }
  return limiter;
}
