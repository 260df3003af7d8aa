/**
 * How a Function bounds what it waits for (a lead store, a rate limit, a connection, GitHub's
 * token exchange): p-timeout's race (`pTimeout(work, within(ms))`, or with a `fallback` the
 * caller can tell apart), so it answers within its promise whatever a slow dependency does. A
 * fetch takes `signal: AbortSignal.timeout(ms)` instead, which also stops the request.
 */

/** p-timeout's options for a wait of `ms`: its TimeoutError says "no answer within <ms> ms", as every log line about a late dependency reads. */
export const within = (ms: number): { milliseconds: number; message: string } => ({
  milliseconds: ms,
  message: `no answer within ${ms} ms`,
});
