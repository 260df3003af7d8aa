/**
 * The check's fair use in this instance's memory: the cache of reports has a budget in bytes, not
 * only a count, and a visitor's turn is theirs alone until they give it back or it expires.
 */
import { MAX_CACHED_BYTES, memoryStore, SLOT_MS } from "../fair-use";
import type { CheckReport } from "../run";

const reportOf = (address: string, bytes: number): CheckReport => ({
  address,
  url: address,
  checkedAt: "2026-11-28T10:00:00.000Z",
  score: 50,
  categories: [],
  findings: [],
  // Padding standing in for a large report's findings.
  ...{ padding: "x".repeat(bytes) },
});

describe("the report cache in memory", () => {
  it("keeps at most MAX_CACHED_BYTES of reports, the oldest going first", async () => {
    const store = memoryStore();
    const size = 2 * 1024 * 1024;
    const count = Math.ceil(MAX_CACHED_BYTES / size) + 3;
    for (let i = 0; i < count; i += 1)
      await store.remember(`https://site${i}.example/`, reportOf(`https://site${i}.example/`, size), 0);
    expect(store.cachedBytes()).toBeLessThanOrEqual(MAX_CACHED_BYTES);
    expect(await store.cached("https://site0.example/", 1)).toBeUndefined();
    expect((await store.cached(`https://site${count - 1}.example/`, 1))?.address).toBe(
      `https://site${count - 1}.example/`,
    );
    // A report larger than the whole budget is not kept at all, and evicts nothing.
    const before = store.cachedBytes();
    await store.remember("https://huge.example/", reportOf("https://huge.example/", MAX_CACHED_BYTES + 1), 2);
    expect(await store.cached("https://huge.example/", 3)).toBeUndefined();
    expect(store.cachedBytes()).toBe(before);
  });
});

describe("a visitor's turn", () => {
  it("is held until given back, or until SLOT_MS should the release be lost; other visitors have their own", async () => {
    const store = memoryStore();
    const release = await store.claim("203.0.113.9", 0);
    expect(release).toBeDefined();
    expect(await store.claim("203.0.113.9", 1)).toBeUndefined();
    expect(await store.claim("198.51.100.4", 1)).toBeDefined();
    await release?.();
    const again = await store.claim("203.0.113.9", 2);
    expect(again).toBeDefined();
    // Its release lost: the turn frees itself once SLOT_MS have passed.
    expect(await store.claim("203.0.113.9", 2 + SLOT_MS - 1)).toBeUndefined();
    expect(await store.claim("203.0.113.9", 2 + SLOT_MS)).toBeDefined();
  });
});
