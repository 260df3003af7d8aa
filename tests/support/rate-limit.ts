/** What the rate limit's tests share: counting a visitor's messages, and the two decisions. */
import type { RateDecision, RateLimiter } from "../../src/lib/platform/rate-limit";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` messages from `visitor` in a row, and what the limiter said to each. */
export async function hits(limiter: RateLimiter, visitor: string, max: number, count: number): Promise<RateDecision[]> {
  const out: RateDecision[] = [];
  for (let i = 0; i < count; i += 1) out.push(await limiter.hit(visitor, max));
  return out;
}

export const allowed = { allowed: true };
export const refused = expect.objectContaining({ allowed: false }) as RateDecision;
