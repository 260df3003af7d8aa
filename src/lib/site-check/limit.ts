/**
 * The site check's fair-use limits: the contact form's limiter (platform/rate-limit.ts, and through
 * Redis when REDIS_URL is set, platform/redis-rate-limit.ts) counting checks per visitor per hour,
 * and, apart, reads of kept reports per visitor per hour (the report's page, its JSON and MCP's
 * get_report share one count), each under keys of its own so no two limits share a count.
 */
import { createMemoryRateLimiter, RATE_LIMIT_OFF, type RateLimiter } from "../platform/rate-limit";
import { createRedisRateLimiter } from "../platform/redis-rate-limit";
import { setting, type Env } from "../env";
import type { Logger } from "../platform/log";

export const DEFAULT_CHECKS_PER_HOUR = 10;
const MAX_CHECKS_PER_HOUR = 1_000;
export const WINDOW_SECONDS = 60 * 60;
export const SITE_CHECK_KEY_PREFIX = "harbour:site-check";
export const REPORT_READS_KEY_PREFIX = "harbour:site-check-reads";
/** Reads of kept reports a visitor may make an hour: many more than a person reading their reports needs. */
export const DEFAULT_READS_PER_HOUR = 120;
const MAX_READS_PER_HOUR = 10_000;

/** SITE_CHECK_RATE_LIMIT: checks per visitor per hour, or undefined when it is `off`. */
export function siteCheckLimit(env: Env): number | undefined {
  const raw = setting(env, "SITE_CHECK_RATE_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1) return DEFAULT_CHECKS_PER_HOUR;
  return Math.min(Number(raw), MAX_CHECKS_PER_HOUR);
}

/** SITE_CHECK_READ_LIMIT: reads of kept reports per visitor per hour, or undefined when it is `off`. */
export function reportReadLimit(env: Env): number | undefined {
  const raw = setting(env, "SITE_CHECK_READ_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1) return DEFAULT_READS_PER_HOUR;
  return Math.min(Number(raw), MAX_READS_PER_HOUR);
}

/**
 * The limiters of one kind, counting over `windowSeconds` (an hour unless said): this instance's
 * memory, and one per Redis address, under keys `<keyPrefix>:<hash>`.
 */
export function limiters(keyPrefix: string, windowSeconds = WINDOW_SECONDS): (env: Env, log: Logger) => RateLimiter {
  const memory = createMemoryRateLimiter({ windowSeconds });
  const shared = new Map<string, RateLimiter>();
  return (env, log) => {
    const url = setting(env, "REDIS_URL");
    if (!url || !/^rediss?:\/\/[^/]/i.test(url)) return memory;
    let limiter = shared.get(url);
    if (!limiter) {
      limiter = createRedisRateLimiter(url, { log, windowSeconds, keyPrefix });
      shared.set(url, limiter);
    }
    return limiter;
  };
}

/** The checks' limiter for this request's settings: Redis's when REDIS_URL is a redis address, else this instance's memory. */
export const siteCheckLimiter = limiters(SITE_CHECK_KEY_PREFIX);
/** The report reads' limiter, chosen as siteCheckLimiter's. */
export const reportReadLimiter = limiters(REPORT_READS_KEY_PREFIX);
