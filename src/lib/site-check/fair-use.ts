/**
 * The check's fair use beyond the per-visitor limit (limit.ts): a report reused for CACHE_MS per
 * normalised address, at most MAX_CONCURRENT checks at once, and one at a time per visitor (so
 * that one visitor holding slots with sites that never answer cannot keep the check busy for
 * everyone). This instance's cache holds at most MAX_CACHED reports and MAX_CACHED_BYTES of them. Without REDIS_URL both live in
 * this instance's memory (little on Functions, where every warm instance has its own); with it,
 * in Redis, shared by every instance: the report under `harbour:site-check:report:<hash of the
 * address>` (expiring with the cache), and the checks running as members of one sorted set,
 * `harbour:site-check:running`, each scored by when it is over, so a crashed instance's slot frees
 * itself. A store that cannot answer in time throws StoreUnavailable: the handler refuses the
 * check in production (fail closed) rather than let checks through uncounted.
 */
import { createHash, randomUUID } from "node:crypto";
import { createClient } from "redis";
import { redisLocation } from "../platform/redis-rate-limit";
import pTimeout, { TimeoutError } from "p-timeout";
import { within } from "../platform/deadline";
import { type Logger } from "../platform/log";
import { SITE_CHECK_KEY_PREFIX } from "./limit";
import type { CheckReport } from "./run";

/** How long a report is reused for the same address. */
export const CACHE_MS = 10 * 60 * 1000;
/** Checks running at once (in all, with Redis; per instance without). */
export const MAX_CONCURRENT = 4;
/** How long a running check holds its slot at most (its 8 s deadline, and the reading after it). */
export const SLOT_MS = 15_000;
const MAX_CACHED = 500;
/** The cache's budget in memory, counted as the reports' JSON: the oldest go first past it. */
export const MAX_CACHED_BYTES = 16 * 1024 * 1024;
/** The longest the check waits for Redis, for each command. */
export const STORE_TIMEOUT_MS = 500;

export class StoreUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreUnavailable";
  }
}

export interface FairUseStore {
  /** The report kept for `address`, if it is younger than CACHE_MS. */
  cached(address: string, now: number): Promise<CheckReport | undefined>;
  remember(address: string, report: CheckReport, now: number): Promise<void>;
  /** A slot to run a check in, with its release; undefined when MAX_CONCURRENT are running. */
  acquire(now: number): Promise<(() => Promise<void>) | undefined>;
  /**
   * The visitor's one turn (a hash of their visitorKey): its release, or undefined while a check
   * of theirs is running (for SLOT_MS at most, should its release be lost).
   */
  claim(visitor: string, now: number): Promise<(() => Promise<void>) | undefined>;
}

/** The visitor as the stores name them: a hash, never the address itself. */
export const visitorTurnKey = (visitor: string): string =>
  createHash("sha256").update(`site-check-turn:${visitor}`).digest("hex").slice(0, 32);

/** This instance's memory: the store without REDIS_URL. */
export function memoryStore(): FairUseStore & { reset(): void; cachedBytes(): number } {
  const cache = new Map<string, { at: number; report: CheckReport; bytes: number }>();
  const turns = new Map<string, number>();
  let running = 0;
  let bytes = 0;
  const drop = (address: string) => {
    bytes -= cache.get(address)?.bytes ?? 0;
    cache.delete(address);
  };
  return {
    cached(address, now) {
      const hit = cache.get(address);
      if (hit && now - hit.at > CACHE_MS) drop(address);
      return Promise.resolve(hit && now - hit.at <= CACHE_MS ? hit.report : undefined);
    },
    remember(address, report, now) {
      const size = Buffer.byteLength(JSON.stringify(report));
      drop(address);
      if (size > MAX_CACHED_BYTES) return Promise.resolve();
      cache.set(address, { at: now, report, bytes: size });
      bytes += size;
      // Maps keep insertion order: the oldest goes first.
      while (cache.size > MAX_CACHED || bytes > MAX_CACHED_BYTES) drop(cache.keys().next().value ?? "");
      return Promise.resolve();
    },
    claim(visitor, now) {
      const key = visitorTurnKey(visitor);
      const until = turns.get(key);
      if (until !== undefined && until > now) return Promise.resolve(undefined);
      // Turns whose release was lost are dropped once expired, so the map stays small.
      if (turns.size > MAX_CACHED) for (const [other, end] of turns) if (end <= now) turns.delete(other);
      turns.set(key, now + SLOT_MS);
      let released = false;
      return Promise.resolve(() => {
        if (!released && turns.get(key) === now + SLOT_MS) turns.delete(key);
        released = true;
        return Promise.resolve();
      });
    },
    cachedBytes: () => bytes,
    acquire() {
      if (running >= MAX_CONCURRENT) return Promise.resolve(undefined);
      running += 1;
      let released = false;
      return Promise.resolve(() => {
        if (!released) running -= 1;
        released = true;
        return Promise.resolve();
      });
    },
    reset() {
      cache.clear();
      turns.clear();
      running = 0;
      bytes = 0;
    },
  };
}

/** A slot is taken only if fewer than ARGV[3] unexpired slots are held; expired ones are dropped first. */
const ACQUIRE = `
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", ARGV[1])
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call("ZADD", KEYS[1], ARGV[2], ARGV[4])
redis.call("PEXPIRE", KEYS[1], ARGV[5])
return 1`;

const reportKey = (address: string) =>
  `${SITE_CHECK_KEY_PREFIX}:report:${createHash("sha256").update(address).digest("hex").slice(0, 32)}`;
const RUNNING_KEY = `${SITE_CHECK_KEY_PREFIX}:running`;
const turnKey = (visitor: string) => `${SITE_CHECK_KEY_PREFIX}:turn:${visitorTurnKey(visitor)}`;
/** A visitor's turn is given back only by the check that holds it. */
const RELEASE_TURN = `
if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end
return 0`;

export interface RedisStore extends FairUseStore {
  close(): void;
}

/** The store shared through Redis at `url`: one connection, opened on first use and kept. */
export function redisStore(url: string, log: Logger, timeoutMs = STORE_TIMEOUT_MS): RedisStore {
  const where = redisLocation(url);
  const client = createClient({
    url,
    RESP: 2,
    // Not connected: fail at once rather than queue until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs },
  });
  let down = false;
  client.on("error", (error: unknown) => {
    if (!down)
      log(
        "warn",
        `Redis at ${where} is unavailable for the AI search check (${error instanceof Error ? error.message : String(error)}).`,
      );
    down = true;
  });
  client.on("ready", () => {
    if (down) log("info", `Redis at ${where} is back for the AI search check.`);
    down = false;
  });
  let connecting: Promise<unknown> | undefined;
  const ready = async () => {
    connecting ??= client.connect().catch((error: unknown) => error);
    await pTimeout(connecting, { milliseconds: timeoutMs, fallback: () => undefined });
    if (!client.isReady) throw new StoreUnavailable(`Redis at ${where} did not answer within ${timeoutMs} ms`);
  };
  const command = async <T>(run: () => Promise<T>): Promise<T> => {
    await ready();
    try {
      return await pTimeout(run(), within(timeoutMs));
    } catch (error) {
      if (error instanceof TimeoutError)
        throw new StoreUnavailable(`Redis at ${where} did not answer within ${timeoutMs} ms`);
      throw new StoreUnavailable(
        `Redis at ${where} refused the command (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  };
  return {
    async cached(address) {
      const value = await command(() => client.get(reportKey(address)));
      if (value === null) return undefined;
      try {
        return JSON.parse(value) as CheckReport;
      } catch {
        return undefined;
      }
    },
    async remember(address, report) {
      await command(() => client.set(reportKey(address), JSON.stringify(report), { PX: CACHE_MS }));
    },
    async acquire(now) {
      const token = randomUUID();
      const taken = await command(() =>
        client.eval(ACQUIRE, {
          keys: [RUNNING_KEY],
          arguments: [String(now), String(now + SLOT_MS), String(MAX_CONCURRENT), token, String(SLOT_MS * 2)],
        }),
      );
      if (taken !== 1) return undefined;
      return async () => {
        try {
          await command(() => client.zRem(RUNNING_KEY, token));
        } catch {
          // The slot expires by itself after SLOT_MS.
        }
      };
    },
    async claim(visitor) {
      const token = randomUUID();
      const taken = await command(() => client.set(turnKey(visitor), token, { NX: true, PX: SLOT_MS }));
      if (taken !== "OK") return undefined;
      return async () => {
        try {
          await command(() => client.eval(RELEASE_TURN, { keys: [turnKey(visitor)], arguments: [token] }));
        } catch {
          // The turn expires by itself after SLOT_MS.
        }
      };
    },
    close() {
      try {
        client.destroy();
      } catch {
        // Never connected, or already closed.
      }
    },
  };
}
