/**
 * Who counts as one visitor, how many messages they may send, and the in-memory count: each
 * process keeps its own (a restart forgets it, which is fine for a contact form). The count shared
 * by every process and Function instance, through Redis, is in redis-rate-limit.ts. Both count
 * with rate-limiter-flexible, by a hash of the visitor, never the address itself.
 */
import { createHmac, randomBytes } from "node:crypto";
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { setting, type Env } from "../env";

export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_WINDOW_SECONDS = 10 * 60;
/** How many visitors one in-memory count tracks at most (about half a kilobyte each). */
export const DEFAULT_MAX_VISITORS = 10_000;
/** A ceiling on CONTACT_RATE_LIMIT. */
const MAX_RATE_LIMIT = 1_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one message from `visitor` (a visitorKey) if fewer than `max` were counted in the
   * current window; otherwise says how long until the window ends. Never hangs. With `cost`, it
   * counts that many at once (the site check's comparison), all or none: a refused hit costing
   * more than one is given back, so trying costs the visitor nothing.
   */
  hit(visitor: string, max: number, cost?: number): Promise<RateDecision>;
}

export interface RateLimiterOptions {
  /** How long a count lasts from a visitor's first message (whole seconds; tests shorten it). */
  windowSeconds?: number;
  /** Memory bound: past this many visitors tracked in memory, new ones go uncounted (tests lower it). */
  maxVisitors?: number;
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

/**
 * How many times a visitor's limit the wider IPv6 networks around them may use: one household or
 * office is usually given a /56 or a /48, so a visitor who rotates through its /64s is still
 * counted, while neighbours in a shared /48 keep room of their own.
 */
export const WIDER_NETWORKS = [
  { prefix: 56, times: 2 },
  { prefix: 48, times: 4 },
] as const;

/**
 * The counts a visitor's request is made against, with the limit of each: the visitor (visitorKey)
 * at `max`, and for IPv6 the /56 and /48 around them at WIDER_NETWORKS's multiples.
 */
export function visitorLimits(address: string | undefined, max: number): Array<{ key: string; max: number }> {
  const limits = [{ key: visitorKey(address), max }];
  if (!address || !ipaddr.isValid(address)) return limits;
  const parsed = ipaddr.process(address);
  if (parsed.kind() !== "ipv6") return limits;
  const bytes = parsed.toByteArray();
  for (const { prefix, times } of WIDER_NETWORKS) {
    const network = bytes.map((byte, i) => (i < prefix / 8 ? byte : 0));
    limits.push({ key: `${ipaddr.fromByteArray(network).toString()}/${prefix}`, max: max * times });
  }
  return limits;
}

/**
 * Counts a request from the visitor at `address` against each of visitorLimits, narrowest first:
 * the first refusal is the answer (the wider networks are not charged for a visitor already refused).
 */
export async function hitVisitor(
  limiter: RateLimiter,
  address: string | undefined,
  max: number,
  cost?: number,
): Promise<RateDecision> {
  for (const limit of visitorLimits(address, max)) {
    const decision = await limiter.hit(limit.key, limit.max, cost);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/** The value of CONTACT_RATE_LIMIT that lifts the limit (load tests; never in production). */
export const RATE_LIMIT_OFF = "off";

/** CONTACT_RATE_LIMIT as a positive whole number, the default, or undefined when it is "off". */
export function rateLimitFromEnv(env: Env): number | undefined {
  const raw = setting(env, "CONTACT_RATE_LIMIT");
  if (raw?.toLowerCase() === RATE_LIMIT_OFF) return undefined;
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_RATE_LIMIT;
  const value = Number(raw);
  return value >= 1 ? Math.min(value, MAX_RATE_LIMIT) : DEFAULT_RATE_LIMIT;
}

/** A limit as the whole number of points a limiter is built with. */
export function points(max: number): number {
  return Math.max(1, Math.min(Math.floor(max), MAX_RATE_LIMIT));
}

/**
 * What a count is stored under: an HMAC-SHA256 of the visitor key, 128 bits in hex. Every key has
 * the same short length whatever the visitor sent, and without `secret` it cannot be matched to an
 * address (an unkeyed hash of an IPv4 address is undone by trying all four billion).
 */
export function hashedVisitor(visitor: string, secret: string | Buffer): string {
  return createHmac("sha256", secret).update(visitor).digest("hex").slice(0, 32);
}

/**
 * rate-limiter-flexible's answer as a decision: it rejects with a RateLimiterRes when over the
 * limit. `giveBack` undoes a refused count (a hit costing more than one: all or none).
 */
export async function decide(
  consumed: Promise<RateLimiterRes>,
  giveBack?: () => Promise<unknown>,
): Promise<RateDecision> {
  try {
    await consumed;
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      await giveBack?.();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** A hit's cost as a whole number of points, at least one. */
export const costOf = (cost: number | undefined): number =>
  cost === undefined || !Number.isFinite(cost) ? 1 : Math.max(1, Math.floor(cost));

/**
 * rate-limiter-flexible's RateLimiterMemory with its memory bounded. An entry lives until its
 * window ends, so the visitors it holds are at most those first seen in this window-long period
 * and the one before; once those reach `maxVisitors`, a visitor it does not already hold is let
 * through uncounted (a flood from that many addresses is not one visitor to slow down anyway),
 * while those it holds keep counting.
 */
export class BoundedRateLimiterMemory extends RateLimiterMemory {
  private readonly maxVisitors: number;
  private period = 0;
  private firstSeen: [previous: number, current: number] = [0, 0];

  constructor(options: { points: number; duration: number; maxVisitors?: number }) {
    super({ points: options.points, duration: options.duration });
    this.maxVisitors = options.maxVisitors ?? DEFAULT_MAX_VISITORS;
  }

  override async consume(
    key: string | number,
    pointsToConsume?: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    const period = Math.floor(Date.now() / (this.duration * 1000));
    if (period !== this.period) {
      this.firstSeen = period === this.period + 1 ? [this.firstSeen[1], 0] : [0, 0];
      this.period = period;
    }
    if (this.firstSeen[0] + this.firstSeen[1] >= this.maxVisitors && (await this.get(key)) === null) {
      return new RateLimiterRes(this.points, 0, 0, false);
    }
    const res = await super.consume(key, pointsToConsume, options);
    if (res.isFirstInDuration) this.firstSeen[1] += 1;
    return res;
  }
}

/**
 * The limit counted in this process's memory: `max` messages per window from a visitor's first.
 */
export function createMemoryRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const duration = options.windowSeconds ?? DEFAULT_WINDOW_SECONDS;
  // Never leaves the process; only keeps raw addresses out of its memory.
  const secret = randomBytes(32);
  const byLimit = new Map<number, BoundedRateLimiterMemory>();
  return {
    hit(visitor, max, cost) {
      const limit = points(max);
      let limiter = byLimit.get(limit);
      if (!limiter) {
        limiter = new BoundedRateLimiterMemory({ points: limit, duration, maxVisitors: options.maxVisitors });
        byLimit.set(limit, limiter);
      }
      const key = hashedVisitor(visitor, secret);
      const count = costOf(cost);
      const counted = limiter;
      return decide(counted.consume(key, count), count > 1 ? () => counted.reward(key, count) : undefined);
    },
  };
}
