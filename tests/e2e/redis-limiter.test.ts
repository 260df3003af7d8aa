/**
 * The contact form's rate limit counted in a real Redis (Debian's redis-server, started here on a
 * free 127.0.0.1 port with persistence off, and stopped at the end): shared between instances,
 * what it stores, and what the form does while Redis is unreachable, killed, frozen or restarted.
 *
 * How long a decision waits is read on Jest's fake timers, not measured: the limiter's deadlines
 * (its own, and rate-limiter-flexible's per count) are timers of this file's code, so they fire only
 * when the test moves the fake clock, while the Redis client's sockets and reconnections keep Node's
 * own timers (node:timers/promises, socket timeouts), which Jest does not fake.
 */
import { setTimeout as nodeDelay } from "node:timers/promises";
import { createClient } from "redis";
import { startRedis, freePort, type RedisServer } from "../support/redis-server";
import type { Logger } from "../../src/lib/platform/log";
import { visitorKey } from "../../src/lib/platform/rate-limit";
import type { RateDecision, RateLimiter } from "../../src/lib/platform/rate-limit";
import {
  closeSharedRateLimiters,
  createRedisRateLimiter,
  REDIS_KEY_PREFIX,
  REDIS_TIMEOUT_MS,
  sharedRateLimiter,
  type RedisRateLimiter,
} from "../../src/lib/platform/redis-rate-limit";

import { allowed, hits, refused, sleep } from "../support/rate-limit";

// The real client, made through a mock so a test can listen to the one a limiter made.
jest.mock("redis", () => {
  const actual = jest.requireActual<typeof import("redis")>("redis");
  return { ...actual, createClient: jest.fn(actual.createClient) };
});
/** The Redis client the limiter made last. */
function lastClientMade(): ReturnType<typeof createClient> {
  const made = jest.mocked(createClient).mock.results.at(-1);
  if (made?.type !== "return") throw new Error("no Redis client was made");
  return made.value;
}

/** Settles once `client` has reported `count` more errors (each failed reconnection is one). */
function errorsFrom(client: ReturnType<typeof createClient>, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const counted = () => {
      seen += 1;
      if (seen < count) return;
      client.off("error", counted);
      resolve();
    };
    client.on("error", counted);
  });
}

/** Runs `body` with this file's timers fake; Node's own callbacks and the promise queue run as usual. */
async function onFakeTimers<T>(body: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
}

const WAITED: unique symbol = Symbol("waited for a deadline");

/**
 * What `decision` settles to with no more time passing on the fake clock. One that waits for a
 * deadline can never settle so; the real five seconds only turn that into a failure with a message.
 */
async function withoutWaiting(decision: Promise<RateDecision>): Promise<RateDecision> {
  const watchdog = new AbortController();
  const stalled = nodeDelay<typeof WAITED>(5_000, WAITED, { signal: watchdog.signal }).catch(
    (): typeof WAITED => WAITED,
  );
  const settled = await Promise.race([decision, stalled]);
  watchdog.abort();
  if (settled === WAITED) throw new Error("the decision waited for a deadline that the fake clock never reached");
  return settled;
}

/** A decision taken while no time passes. */
const decidedAtOnce = (limiter: RateLimiter, visitor: string, max: number) => withoutWaiting(limiter.hit(visitor, max));

/** A decision that waits exactly `ms` on the fake clock: not settled 1 ms before, settled at it with no more. */
async function decidedAfter(ms: number, limiter: RateLimiter, visitor: string, max: number): Promise<RateDecision> {
  let settled = false;
  const decision = limiter.hit(visitor, max).finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  return withoutWaiting(decision);
}

function newLog() {
  return jest.fn<ReturnType<Logger>, Parameters<Logger>>();
}
const linesAbout = (log: jest.Mock<ReturnType<Logger>, Parameters<Logger>>, word: string) =>
  log.mock.calls.filter(([, message]) => message.includes(word));

describe("the limit shared through Redis", () => {
  let redis: RedisServer;
  let inspector: ReturnType<typeof createClient>;
  const opened: RedisRateLimiter[] = [];
  const limiterOn = (url: string, log: Logger, windowSeconds?: number, timeoutMs?: number) => {
    const limiter = createRedisRateLimiter(url, { log, windowSeconds, timeoutMs });
    opened.push(limiter);
    return limiter;
  };

  beforeAll(async () => {
    redis = await startRedis();
    inspector = createClient({ url: redis.url });
    inspector.on("error", () => undefined);
    await inspector.connect();
  });
  afterEach(async () => {
    for (const limiter of opened.splice(0)) limiter.close();
    closeSharedRateLimiters();
    if (inspector.isReady) await inspector.flushAll();
  });
  afterAll(async () => {
    inspector.destroy();
    await redis.stop();
  });

  /** Connections to Redis other than the inspector's own. */
  async function siteConnections(): Promise<number> {
    const own = await inspector.clientId();
    const list = await inspector.clientList();
    return list.filter((client) => String(client.id) !== String(own)).length;
  }

  it("counts one visitor once across two instances: five in all, then refused by either", async () => {
    const first = limiterOn(redis.url, newLog());
    const second = limiterOn(redis.url, newLog());
    const decisions: RateDecision[] = [];
    for (let i = 0; i < 6; i += 1) decisions.push(await (i % 2 === 0 ? first : second).hit("198.51.100.7", 5));
    decisions.push(await first.hit("198.51.100.7", 5));
    expect(decisions).toEqual([allowed, allowed, allowed, allowed, allowed, refused, refused]);
    const last = decisions[6];
    if (last && !last.allowed) {
      expect(last.retryAfterSeconds).toBeGreaterThan(595);
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    expect(await second.hit("198.51.100.8", 5)).toEqual(allowed);
  });

  it("counts a hit with a cost as that many across instances, all or none (the site check's comparison)", async () => {
    // What this counts is sharing, not timing: two warm instances, each connected (a cold one's first
    // count falls back to memory when Redis has not answered in time, as a busy CI machine can be).
    const first = limiterOn(redis.url, newLog(), undefined, 5_000);
    const second = limiterOn(redis.url, newLog(), undefined, 5_000);
    await Promise.all([first, second].map((limiter) => limiter.hit("203.0.113.250", 100)));
    expect(await first.hit("198.51.100.9", 4, 3)).toEqual(allowed);
    // One left: a hit costing two is refused by the other instance, and gives its count back.
    expect((await second.hit("198.51.100.9", 4, 2)).allowed).toBe(false);
    expect(await second.hit("198.51.100.9", 4)).toEqual(allowed);
    expect((await first.hit("198.51.100.9", 4)).allowed).toBe(false);
  });

  it("stores a hash under the site's prefix, never the address, and every key expires with its window", async () => {
    const limiter = limiterOn(redis.url, newLog());
    const visitors = ["203.0.113.77", visitorKey("2001:db8:abcd:12::9"), "unknown"];
    for (const visitor of visitors) await limiter.hit(visitor, 5);
    const keys = (await inspector.keys("*")).sort();
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^${REDIS_KEY_PREFIX}:[0-9a-f]{32}$`));
      const ttl = await inspector.ttl(key);
      expect([key, ttl > 590 && ttl <= 600]).toEqual([key, true]);
      expect(await inspector.get(key)).toBe("1");
    }
    const everything = keys.join(" ");
    for (const fragment of ["203.0.113.77", "203", "2001", "db8", "abcd", "unknown"])
      expect(everything.includes(`:${fragment}`)).toBe(false);
    expect(everything).not.toContain("203.0.113");
    expect(everything).not.toContain("2001:db8");
  });

  it("frees the visitor when the window ends, in Redis too", async () => {
    const limiter = limiterOn(redis.url, newLog(), 1);
    expect(await hits(limiter, "a", 1, 2)).toEqual([allowed, { allowed: false, retryAfterSeconds: 1 }]);
    // The count is one key expiring with the window, which the refusal did not extend...
    const [key] = await inspector.keys("*");
    if (key === undefined) throw new Error("no key in Redis");
    const left = await inspector.pTTL(key);
    expect([left > 0, left <= 1_000]).toEqual([true, true]);
    // ...and once Redis has expired it (now, rather than waited for), the visitor is free again.
    expect(await inspector.pExpire(key, 0)).toBe(1);
    expect(await limiter.hit("a", 1)).toEqual(allowed);
  });

  it("keeps one connection per instance however many messages arrive at once", async () => {
    const limiter = limiterOn(redis.url, newLog());
    await limiter.hit("warm-up", 5);
    expect(await siteConnections()).toBe(1);
    const burst = await Promise.all(Array.from({ length: 300 }, (_, i) => limiter.hit(`10.0.${i >> 8}.${i & 255}`, 5)));
    expect(burst.filter((d) => d.allowed)).toHaveLength(300);
    expect(await siteConnections()).toBe(1);
    expect((await inspector.keys(`${REDIS_KEY_PREFIX}:*`)).length).toBe(301);
  });

  it("uses one client per REDIS_URL per process, and memory without one", async () => {
    const log = newLog();
    const env = { REDIS_URL: redis.url };
    const limiter = sharedRateLimiter(env, log);
    expect(sharedRateLimiter({ ...env }, log)).toBe(limiter);
    await hits(limiter, "192.0.2.1", 5, 3);
    expect(await siteConnections()).toBe(1);
    expect(await inspector.keys("*")).toHaveLength(1);

    const memory = sharedRateLimiter({}, log);
    expect(memory).not.toBe(limiter);
    expect(sharedRateLimiter({ REDIS_URL: " " }, log)).toBe(memory);
    expect(await hits(memory, "192.0.2.1", 5, 6)).toEqual([allowed, allowed, allowed, allowed, allowed, refused]);
    expect(await inspector.keys("*")).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
  });

  it("refuses a REDIS_URL that is not redis:// or rediss://, once in the log, and counts in memory", () => {
    const log = newLog();
    const bad = "http://user:secret-password@example.com:6379";
    const limiter = sharedRateLimiter({ REDIS_URL: bad }, log);
    expect(sharedRateLimiter({ REDIS_URL: bad }, log)).toBe(limiter);
    expect(limiter).toBe(sharedRateLimiter({}, log));
    expect(log.mock.calls).toEqual([["error", expect.stringContaining("REDIS_URL is not usable") as string]]);
    expect(JSON.stringify(log.mock.calls)).not.toContain("secret-password");
  });

  it("answers from memory within its timeout when Redis is unreachable from the start, and says so once, naming Redis but not its password", async () => {
    const port = await freePort();
    const url = `redis://:secret-password@127.0.0.1:${port}`;
    const log = newLog();
    const limiter = limiterOn(url, log);
    // Refused connections fail at once: no decision waits for its deadline.
    const answers = await onFakeTimers(async () => {
      const out: RateDecision[] = [];
      for (let i = 0; i < 7; i += 1) out.push(await decidedAtOnce(limiter, "203.0.113.9", 5));
      return out;
    });
    expect(answers).toEqual([allowed, allowed, allowed, allowed, allowed, refused, refused]);
    expect(linesAbout(log, "Redis")).toEqual([
      ["warn", expect.stringMatching(new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} is unavailable`)) as string],
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain("secret-password");
  });

  it("keeps answering when Redis is killed, frozen and restarted, and counts in Redis again once it is back", async () => {
    const log = newLog();
    const limiter = limiterOn(redis.url, log);
    // The lost connection and two failed reconnections: three errors from the limiter's client.
    const reconnectionsFailed = errorsFrom(lastClientMade(), 3);
    const other = limiterOn(redis.url, newLog());
    expect(await hits(limiter, "198.51.100.30", 5, 2)).toEqual([allowed, allowed]);
    expect(log).not.toHaveBeenCalled();

    await redis.kill();
    // Gone, not slow: every message is counted in memory without waiting for a deadline.
    const duringOutage = await onFakeTimers(async () => {
      const out: RateDecision[] = [];
      for (let i = 0; i < 7; i += 1) out.push(await decidedAtOnce(limiter, "198.51.100.31", 5));
      return out;
    });
    // The insurance limiter counts from nothing: five, then refused.
    expect(duringOutage).toEqual([allowed, allowed, allowed, allowed, allowed, refused, refused]);
    // However many times reconnecting fails, the log says so once.
    await reconnectionsFailed;
    expect(linesAbout(log, "Redis")).toEqual([
      ["warn", expect.stringContaining(`Redis at 127.0.0.1:${redis.port} is unavailable`) as string],
    ]);

    await redis.restart();
    const deadline = Date.now() + 8000;
    while (!log.mock.calls.some(([level]) => level === "info") && Date.now() < deadline) await sleep(100);
    expect(linesAbout(log, "Redis").map(([level]) => level)).toEqual(["warn", "info"]);
    // A fresh Redis: the two instances share one count again.
    const shared: RateDecision[] = [];
    for (let i = 0; i < 6; i += 1) shared.push(await (i % 2 === 0 ? limiter : other).hit("198.51.100.32", 5));
    expect(shared).toEqual([allowed, allowed, allowed, allowed, allowed, refused]);
    expect(await inspector.keys("*")).toHaveLength(1);

    // Frozen: connected but answering nothing. Each message waits the timeout, and no longer.
    redis.freeze();
    try {
      await onFakeTimers(async () => {
        expect(await decidedAfter(REDIS_TIMEOUT_MS, limiter, "198.51.100.33", 5)).toEqual(allowed);
        expect(linesAbout(log, "Redis").at(-1)).toEqual([
          "warn",
          expect.stringContaining(`is unavailable (no answer within ${REDIS_TIMEOUT_MS} ms)`) as string,
        ]);
        // A new instance whose first connection gets no answer waits once, then not at all.
        const coldLog = newLog();
        const cold = limiterOn(redis.url, coldLog);
        const first = await decidedAfter(REDIS_TIMEOUT_MS, cold, "198.51.100.35", 5);
        const second = await decidedAtOnce(cold, "198.51.100.35", 5);
        expect([first, second]).toEqual([allowed, allowed]);
        expect(linesAbout(coldLog, "Redis")).toEqual([
          ["warn", expect.stringContaining(`is unavailable (no connection within ${REDIS_TIMEOUT_MS} ms)`) as string],
        ]);
      });
    } finally {
      redis.thaw();
    }
    expect(linesAbout(log, "Redis").map(([level]) => level)).toEqual(["warn", "info", "warn"]);
    expect(await limiter.hit("198.51.100.34", 5)).toEqual(allowed);
    expect(linesAbout(log, "Redis").map(([level]) => level)).toEqual(["warn", "info", "warn", "info"]);
  }, 30_000);
});
