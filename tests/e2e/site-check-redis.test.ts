/**
 * The AI search check's fair use shared through a real Redis (Debian's redis-server, started here
 * on a free 127.0.0.1 port, stopped at the end), as many Function instances share it: two
 * "instances" (each its own Redis connections, as two processes have) share one per-visitor limit,
 * one cache of reports by normalised address, and one cap on checks running at once; and in
 * production, a Redis that stops answering refuses checks (503 with Retry-After) instead of
 * letting them through uncounted. No browser and no server: the handler is driven directly.
 */
import { setTimeout as nodeDelay } from "node:timers/promises";
import { createClient } from "redis";
import { startRedis, type RedisServer } from "../support/redis-server";
import { createRedisRateLimiter, type RedisRateLimiter } from "../../src/lib/platform/redis-rate-limit";
import { MAX_CONCURRENT, redisStore, type RedisStore } from "../../src/lib/site-check/fair-use";
import { handleSiteCheck, resetSiteCheck, type SiteCheckRequest } from "../../src/lib/site-check/handler";
import { SITE_CHECK_KEY_PREFIX, WINDOW_SECONDS } from "../../src/lib/site-check/limit";
import type { CheckReport } from "../../src/lib/site-check/run";
import type { Words } from "../../src/lib/site-check/words";

const words = { checks: {}, unread: {}, sources: {}, categories: {} } as unknown as Words;
const log = () => undefined;

const report = (url: string): CheckReport => ({
  address: url,
  url,
  checkedAt: "2026-11-28T00:00:00.000Z",
  score: 90,
  categories: [],
  findings: [],
});

const request = (url: string, clientAddress = "203.0.113.9"): SiteCheckRequest => ({
  method: "GET",
  headers: { accept: "application/json" },
  query: { url },
  clientAddress,
});

interface Instance {
  store: RedisStore;
  rateLimiter: RedisRateLimiter;
}

/**
 * What `pending` settles to with no more time passing on Jest's fake clock. One still waiting for a
 * deadline can never settle so; the real five seconds only turn that into a failure with a message.
 */
async function withoutWaiting<T>(pending: Promise<T>): Promise<T> {
  const watchdog = new AbortController();
  const stalled = nodeDelay(5_000, "stalled" as const, { signal: watchdog.signal }).catch(() => "stalled" as const);
  const settled = await Promise.race([pending.then((value) => ({ value })), stalled]);
  watchdog.abort();
  if (settled === "stalled") throw new Error("still waiting for a deadline that the fake clock never reached");
  return settled.value;
}

let redis: RedisServer;
let inspector: ReturnType<typeof createClient>;
const opened: Instance[] = [];

function instance(): Instance {
  const made = {
    store: redisStore(redis.url, log),
    rateLimiter: createRedisRateLimiter(redis.url, {
      log,
      windowSeconds: WINDOW_SECONDS,
      keyPrefix: SITE_CHECK_KEY_PREFIX,
      // What these tests count is sharing, not timing: a busy machine's slow connect is not Redis down.
      timeoutMs: 5_000,
    }),
  };
  opened.push(made);
  return made;
}

beforeAll(async () => {
  redis = await startRedis();
  inspector = createClient({ url: redis.url });
  inspector.on("error", () => undefined);
  await inspector.connect();
});
afterEach(async () => {
  for (const { store, rateLimiter } of opened.splice(0)) {
    store.close();
    rateLimiter.close();
  }
  resetSiteCheck();
  if (inspector.isReady) await inspector.flushAll();
});
afterAll(async () => {
  inspector.destroy();
  await redis.stop();
});

describe("the check's fair use through Redis", () => {
  it("reuses a report one instance made on another, under the normalised address, and the key expires with the cache", async () => {
    const [a, b] = [instance(), instance()];
    const check = jest.fn((url: URL) => Promise.resolve(report(url.href)));
    const env = { REDIS_URL: redis.url, SITE_CHECK_RATE_LIMIT: "off" };
    expect(
      (await handleSiteCheck(request("example.com.au/services?utm_source=x"), env, { ...a, check, words, log })).status,
    ).toBe(200);
    const again = await handleSiteCheck(request("https://EXAMPLE.com.au/services#top"), env, {
      ...b,
      check,
      words,
      log,
    });
    expect(again.status).toBe(200);
    expect((again.body as CheckReport).url).toBe("https://example.com.au/services");
    expect(check).toHaveBeenCalledTimes(1);
    const keys = await inspector.keys(`${SITE_CHECK_KEY_PREFIX}:report:*`);
    expect(keys).toEqual([
      expect.stringMatching(new RegExp(`^${SITE_CHECK_KEY_PREFIX}:report:[0-9a-f]{32}$`)) as string,
    ]);
    const ttl = await inspector.pTTL(keys[0] ?? "");
    expect(ttl).toBeGreaterThan(9 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it("counts one visitor once across instances", async () => {
    const [a, b] = [instance(), instance()];
    // Two warm instances, each connected (a cold one's first count falls back to memory when Redis
    // has not answered in time, as a busy CI machine can be): another visitor's count first.
    await Promise.all([a, b].map((made) => made.rateLimiter.hit("203.0.113.250", 100)));
    const check = jest.fn((url: URL) => Promise.resolve(report(url.href)));
    const env = { REDIS_URL: redis.url, SITE_CHECK_RATE_LIMIT: "2" };
    expect((await handleSiteCheck(request("one.example.com"), env, { ...a, check, words, log })).status).toBe(200);
    expect((await handleSiteCheck(request("two.example.com"), env, { ...b, check, words, log })).status).toBe(200);
    const limited = await handleSiteCheck(request("three.example.com"), env, { ...a, check, words, log });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(3500);
  });

  it("runs at most MAX_CONCURRENT checks at once across instances, and frees each slot when its check ends", async () => {
    const [a, b] = [instance(), instance()];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Each check runs once it holds its slot: when all have started, every slot is taken.
    let allStarted = () => {};
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    const check = jest.fn(async (url: URL) => {
      if (check.mock.calls.length === MAX_CONCURRENT) allStarted();
      await gate;
      return report(url.href);
    });
    const env = { REDIS_URL: redis.url, SITE_CHECK_RATE_LIMIT: "off" };
    const running = Array.from({ length: MAX_CONCURRENT }, (_, i) =>
      handleSiteCheck(request(`site${i}.example.com`), env, { ...(i % 2 === 0 ? a : b), check, words, log }),
    );
    await started;
    expect(await inspector.zCard(`${SITE_CHECK_KEY_PREFIX}:running`)).toBe(MAX_CONCURRENT);
    const busy = await handleSiteCheck(request("one-more.example.com"), env, { ...b, check, words, log });
    expect(busy).toMatchObject({ status: 503, headers: { "Retry-After": "5" }, body: { code: "busy" } });
    open();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual(Array(MAX_CONCURRENT).fill(200));
    expect(await inspector.zCard(`${SITE_CHECK_KEY_PREFIX}:running`)).toBe(0);
  });

  it("in production, refuses checks with 503 and Retry-After while Redis does not answer, and resumes when it is back", async () => {
    const a = instance();
    const check = jest.fn((url: URL) => Promise.resolve(report(url.href)));
    const env = { REDIS_URL: redis.url, SITE_CHECK_RATE_LIMIT: "10", CONTEXT: "production" };
    expect((await handleSiteCheck(request("before.example.com"), env, { ...a, check, words, log })).status).toBe(200);
    redis.freeze();
    // The wait is read on Jest's fake clock: the handler's deadlines are timers of this process's
    // code, while the Redis client's sockets keep Node's own timers, which Jest does not fake.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
    try {
      const refusal = handleSiteCheck(request("during.example.com"), env, { ...a, check, words, log });
      // Within three seconds of the handler's clock, and no more.
      await jest.advanceTimersByTimeAsync(3_000);
      const refused = await withoutWaiting(refusal);
      expect(refused).toMatchObject({ status: 503, headers: { "Retry-After": "30" }, body: { code: "unavailable" } });
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      redis.thaw();
    }
    // Answering again (the frozen connections' commands, sent before this, are answered first).
    expect(await inspector.ping()).toBe("PONG");
    expect((await handleSiteCheck(request("after.example.com"), env, { ...a, check, words, log })).status).toBe(200);
  });
});
