import { createRateLimiter, DEFAULT_RATE_LIMIT, rateLimitFromEnv, visitorKey } from "../rate-limit";

const MINUTE = 60_000;

describe("createRateLimiter", () => {
  it("allows five messages per ten minutes by default, then says when a slot frees", () => {
    const limiter = createRateLimiter();
    const start = 1_000_000;
    for (let i = 0; i < 5; i += 1) expect(limiter.hit("203.0.113.7", DEFAULT_RATE_LIMIT, start + i * MINUTE)).toEqual({ allowed: true });
    expect(limiter.hit("203.0.113.7", 5, start + 5 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 300 });
    // Another address is unaffected.
    expect(limiter.hit("203.0.113.8", 5, start + 5 * MINUTE)).toEqual({ allowed: true });
    // The window slides: once the first hit is ten minutes old, one slot is free again.
    expect(limiter.hit("203.0.113.7", 5, start + 10 * MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit("203.0.113.7", 5, start + 10 * MINUTE + 1)).toEqual({ allowed: true });
    expect(limiter.hit("203.0.113.7", 5, start + 10 * MINUTE + 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("refusals do not extend the wait", () => {
    const limiter = createRateLimiter({ windowMs: 10_000 });
    limiter.hit("a", 1, 0);
    for (let t = 1000; t < 10_000; t += 1000) expect(limiter.hit("a", 1, t)).toEqual({ allowed: false, retryAfterSeconds: Math.ceil((10_000 - t) / 1000) });
    expect(limiter.hit("a", 1, 10_001)).toEqual({ allowed: true });
  });

  it("keeps memory bounded by evicting expired, then least recently used, addresses", () => {
    const limiter = createRateLimiter({ windowMs: 1000, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) limiter.hit(`10.0.${Math.floor(i / 256)}.${i % 256}`, 1, i);
    expect(limiter.size()).toBeLessThanOrEqual(100);
    // Very long keys are truncated, so they cannot be used to grow memory either.
    const long = "x".repeat(10_000);
    limiter.hit(long, 1, 2000);
    expect(limiter.hit(`${long}y`, 1, 2001)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("rateLimitFromEnv", () => {
  it("reads CONTACT_RATE_LIMIT as a positive whole number", () => {
    expect(rateLimitFromEnv({})).toBe(5);
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: "12" })).toBe(12);
    for (const bad of ["", "0", "-3", "2.5", "lots", " "]) expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: bad })).toBe(5);
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
    expect([visitorKey(undefined), visitorKey(""), visitorKey("not an ip"), visitorKey("203.0.113.7, 10.0.0.1")]).toEqual(["unknown", "unknown", "unknown", "unknown"]);
  });
});
