/**
 * The contact form's rate limit shared through Redis (REDIS_URL), so every `npm run serve` process
 * and every warm Netlify Function instance counts the same visitor once: rate-limiter-flexible's
 * RateLimiterRedis over the official `redis` client, with a RateLimiterMemory as its insurance.
 *
 * Redis is an abuse guard, never a reason to lose a lead. Down, unreachable or slow, each message
 * is counted in this instance's memory instead, within REDIS_TIMEOUT_MS; the log says so once per
 * outage (and once when Redis is back), and the shared count resumes by itself on reconnection.
 *
 * One client per REDIS_URL per process, connected on the first message and reused by every warm
 * invocation after it. In Redis, each visitor is one key, `harbour:contact:<hash>`, holding a
 * number and expiring with its window; the hash is keyed with REDIS_URL (see hashedVisitor).
 */
import { createClient } from "redis";
import { RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import pTimeout from "p-timeout";
import { type Logger } from "./log";
import { setting, type Env } from "../env";
import {
  BoundedRateLimiterMemory,
  createMemoryRateLimiter,
  costOf,
  decide,
  DEFAULT_WINDOW_SECONDS,
  hashedVisitor,
  points,
} from "./rate-limit";
import type { RateLimiter, RateLimiterOptions } from "./rate-limit";

/** Every key the site writes starts with this and a colon. */
export const REDIS_KEY_PREFIX = "harbour:contact";
/** The longest the form waits for Redis: to connect, and for each count. */
export const REDIS_TIMEOUT_MS = 500;
/** Messages waiting on one connection beyond this are counted in memory instead (a stalled Redis). */
const MAX_QUEUED_COMMANDS = 1_000;

export interface RedisRateLimiterOptions extends RateLimiterOptions {
  log: Logger;
  timeoutMs?: number;
  /** Another count's keys (the site check's), so the two limits never share one. */
  keyPrefix?: string;
}

export interface RedisRateLimiter extends RateLimiter {
  /** Disconnects for good (tests; a Function instance simply ends). */
  close(): void;
}

/** Where Redis is, for the log: host and port only, never the password the URL may hold. */
export function redisLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "6379"}`;
  } catch {
    return "REDIS_URL";
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Set on a consume's options object when the insurance limiter answered it instead of Redis. */
const INSURED = "answeredFromMemory";

/** The insurance limiter, marking each count it takes so the caller knows Redis did not answer. */
class MemoryInsurance extends BoundedRateLimiterMemory {
  override consume(
    key: string | number,
    pointsToConsume?: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    if (options) options[INSURED] = true;
    return super.consume(key, pointsToConsume, options);
  }
}

export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions): RedisRateLimiter {
  const { log } = options;
  const duration = options.windowSeconds ?? DEFAULT_WINDOW_SECONDS;
  const timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
  const where = redisLocation(url);

  const client = createClient({
    url,
    // The protocol every Redis and Redis-compatible service speaks (version 3 needs Redis 6 and HELLO).
    RESP: 2,
    // Not connected: fail at once (and count in memory) rather than queue until Redis is back.
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    // Reconnects by itself, backing off to 2 s between attempts.
    socket: { connectTimeout: timeoutMs },
  });

  let state: "new" | "connecting" | "up" | "down" = "new";
  let lastError: string | undefined;
  // Settles when the first connection attempt succeeds or fails (connect() itself keeps retrying).
  let firstAttemptDone = () => {};
  const firstAttempt = new Promise<void>((resolve) => (firstAttemptDone = resolve));

  const down = (reason: string) => {
    if (state === "down") return;
    state = "down";
    log(
      "warn",
      `Redis at ${where} is unavailable (${reason}): the contact form's rate limit is counted in this instance's memory until it is back.`,
    );
  };
  const up = () => {
    if (state === "down") log("info", `Redis at ${where} is back: the contact form's rate limit is shared again.`);
    state = "up";
    lastError = undefined;
  };
  // Without a listener an error event would end the process; each one is already handled.
  client.on("error", (error: unknown) => {
    lastError = reasonOf(error);
    down(lastError);
    firstAttemptDone();
  });
  client.on("ready", () => {
    up();
    firstAttemptDone();
  });

  const byLimit = new Map<number, RLWrapperTimeouts>();
  function limiterFor(max: number): RLWrapperTimeouts {
    const limit = points(max);
    let limiter = byLimit.get(limit);
    if (!limiter) {
      const insurance = new MemoryInsurance({ points: limit, duration, maxVisitors: options.maxVisitors });
      const redis = new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        keyPrefix: options.keyPrefix ?? REDIS_KEY_PREFIX,
        points: limit,
        duration,
        insuranceLimiter: insurance,
      });
      // A count Redis has not answered within timeoutMs is taken by the same insurance.
      limiter = new RLWrapperTimeouts({ limiter: redis, insuranceLimiter: insurance, timeoutMs });
      byLimit.set(limit, limiter);
    }
    return limiter;
  }

  async function connectOnce(): Promise<void> {
    if (state === "new") {
      state = "connecting";
      client.connect().catch((error: unknown) => {
        down(reasonOf(error));
        firstAttemptDone();
      });
    }
    // The first message waits for the first connection, briefly; later ones never wait for one.
    if (state === "connecting") {
      await pTimeout(firstAttempt, { milliseconds: timeoutMs, fallback: () => undefined });
      // The client's events may have moved `state` on while this waited.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- narrowed before the await, changed by callbacks during it
      if (state === "connecting") down(`no connection within ${timeoutMs} ms`);
    }
  }

  return {
    async hit(visitor, max, cost) {
      await connectOnce();
      const call: Record<string, unknown> = {};
      const limiter = limiterFor(max);
      const key = hashedVisitor(visitor, url);
      const count = costOf(cost);
      const decision = await decide(
        limiter.consume(key, count, call),
        count > 1 ? () => limiter.reward(key, count).catch(() => undefined) : undefined,
      );
      if (call[INSURED] === true) down(lastError ?? `no answer within ${timeoutMs} ms`);
      else up();
      return decision;
    },
    close() {
      state = "down";
      try {
        client.destroy();
      } catch {
        // Never connected, or already closed.
      }
    },
  };
}

const memoryLimiter = createMemoryRateLimiter();
const redisLimiters = new Map<string, RedisRateLimiter>();
const refusedUrls = new Set<string>();

/**
 * The limiter this process uses for `env`: the one shared through REDIS_URL when it is set (one
 * per URL, made on first use and kept), else the in-memory one. Read per request, like every setting.
 */
export function sharedRateLimiter(env: Env, log: Logger): RateLimiter {
  const url = setting(env, "REDIS_URL");
  if (!url) return memoryLimiter;
  const existing = redisLimiters.get(url);
  if (existing) return existing;
  if (refusedUrls.has(url)) return memoryLimiter;
  try {
    if (!/^rediss?:\/\/[^/]/i.test(url)) throw new Error("it must start with redis:// or rediss://");
    const limiter = createRedisRateLimiter(url, { log });
    redisLimiters.set(url, limiter);
    return limiter;
  } catch (error) {
    refusedUrls.add(url);
    log(
      "error",
      `REDIS_URL is not usable (${reasonOf(error)}): the contact form's rate limit is counted in this instance's memory.`,
    );
    return memoryLimiter;
  }
}

/** Closes every shared Redis client (tests). */
export function closeSharedRateLimiters(): void {
  for (const limiter of redisLimiters.values()) limiter.close();
  redisLimiters.clear();
  refusedUrls.clear();
}
