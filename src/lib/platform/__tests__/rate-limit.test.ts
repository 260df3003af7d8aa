/**
 * The rate limit's rules and the in-memory count. The count shared through a real Redis is in
 * tests/e2e/redis-limiter.test.ts (it needs Debian's redis-server, so it runs with npm run test:e2e).
 */
import { createMemoryRateLimiter, DEFAULT_RATE_LIMIT, rateLimitFromEnv, visitorKey } from "../rate-limit";

import { allowed, hits, refused } from "../../../../tests/support/rate-limit";

/**
 * The window's ends are read on Jest's fake clock: rate-limiter-flexible's memory store reads
 * Date.now and forgets a count on a setTimeout, and BoundedRateLimiterMemory's periods are
 * Date.now's too, so moving the fake clock ends a window with no real time passing. The clock
 * starts on a whole second (so a one-second window's periods begin where its counts do).
 */
const START = Date.UTC(2026, 0, 1, 0, 0, 0);
function onFakeClock() {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());
}

describe("rateLimitFromEnv", () => {
  it("reads CONTACT_RATE_LIMIT as a positive whole number", () => {
    expect(rateLimitFromEnv({})).toBe(5);
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: "12" })).toBe(12);
    for (const bad of ["", "0", "-3", "2.5", "lots", " "])
      expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: bad })).toBe(5);
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: "off" })).toBeUndefined();
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: " OFF " })).toBeUndefined();
  });
});

describe("visitorKey", () => {
  it("counts an IPv6 visitor by /64, so rotating addresses within it buys nothing", () => {
    expect(visitorKey("2001:db8:abcd:12:1111:2222:3333:4444")).toBe("2001:db8:abcd:12::/64");
    expect(visitorKey("2001:db8:abcd:12::9")).toBe(visitorKey("2001:db8:abcd:12:ffff::1"));
    expect(visitorKey("2001:db8:abcd:13::1")).not.toBe(visitorKey("2001:db8:abcd:12::1"));
  });

  it("counts an IPv4 address the same however the socket writes it", () => {
    expect(visitorKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(visitorKey("203.0.113.7")).toBe("203.0.113.7");
    expect(visitorKey("203.0.113.8")).not.toBe("203.0.113.7");
  });

  it("puts anything that is not an address in one bucket rather than trusting it as a key", () => {
    expect([
      visitorKey(undefined),
      visitorKey(""),
      visitorKey("not an ip"),
      visitorKey("203.0.113.7, 10.0.0.1"),
    ]).toEqual(["unknown", "unknown", "unknown", "unknown"]);
  });
});

describe("the in-memory limit", () => {
  onFakeClock();

  it("allows five messages per ten minutes by default, then says when the window ends", async () => {
    const limiter = createMemoryRateLimiter();
    expect(await hits(limiter, "203.0.113.7", DEFAULT_RATE_LIMIT, 5)).toEqual(Array(5).fill(allowed));
    const sixth = await limiter.hit("203.0.113.7", DEFAULT_RATE_LIMIT);
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) as number });
    if (!sixth.allowed) {
      expect(sixth.retryAfterSeconds).toBeGreaterThan(595);
      expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // Another address is unaffected.
    expect(await limiter.hit("203.0.113.8", DEFAULT_RATE_LIMIT)).toEqual(allowed);
  });

  it("counts a hit with a cost as that many, all or none: one that would pass the limit is refused and costs nothing", async () => {
    const limiter = createMemoryRateLimiter();
    expect(await limiter.hit("203.0.113.7", 4, 3)).toEqual(allowed);
    // One left: a hit costing two is refused, and the one left is still there.
    expect((await limiter.hit("203.0.113.7", 4, 2)).allowed).toBe(false);
    expect(await limiter.hit("203.0.113.7", 4)).toEqual(allowed);
    expect((await limiter.hit("203.0.113.7", 4)).allowed).toBe(false);
  });

  it("frees the visitor when the window ends, and refusals do not extend it", async () => {
    const limiter = createMemoryRateLimiter({ windowSeconds: 1 });
    expect(await hits(limiter, "a", 1, 3)).toEqual([
      allowed,
      { allowed: false, retryAfterSeconds: 1 },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    jest.advanceTimersByTime(600);
    expect(await limiter.hit("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The last millisecond of the window: still counted, whatever was refused in it.
    jest.advanceTimersByTime(399);
    expect(await limiter.hit("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    jest.advanceTimersByTime(1);
    expect(await limiter.hit("a", 1)).toEqual(allowed);
  });
});

describe("the in-memory limit's memory", () => {
  onFakeClock();

  it("stays bounded: past maxVisitors a visitor it does not hold goes uncounted, while those it holds keep counting", async () => {
    const limiter = createMemoryRateLimiter({ maxVisitors: 100 });
    expect(await hits(limiter, "198.51.100.1", 1, 2)).toEqual([allowed, refused]);
    for (let i = 0; i < 99; i += 1) expect(await limiter.hit(`10.0.0.${i}`, 1)).toEqual(allowed);
    // Full: a newcomer is let through every time, uncounted; a visitor already held is still refused.
    expect(await hits(limiter, "203.0.113.200", 1, 3)).toEqual([allowed, allowed, allowed]);
    expect(await limiter.hit("198.51.100.1", 1)).toEqual(refused);
    expect(await limiter.hit("10.0.0.5", 1)).toEqual(refused);
  });

  it("counts newcomers again once the visitors it held have expired", async () => {
    const limiter = createMemoryRateLimiter({ maxVisitors: 2, windowSeconds: 1 });
    expect([await limiter.hit("a", 1), await limiter.hit("b", 1)]).toEqual([allowed, allowed]);
    expect(await hits(limiter, "c", 1, 2)).toEqual([allowed, allowed]);
    // One period later "a" and "b" are still held (first seen in the period before).
    jest.advanceTimersByTime(1_000);
    expect(await hits(limiter, "c", 1, 2)).toEqual([allowed, allowed]);
    // Two periods later they have expired, and "c" is counted.
    jest.advanceTimersByTime(1_000);
    expect(await hits(limiter, "c", 1, 2)).toEqual([allowed, refused]);
  });
});
