/**
 * The one way a Function bounds what it waits for (a lead store, a rate limit, a connection,
 * GitHub's token exchange): it answers within its promise whatever a slow dependency does.
 */

/** What a bounded wait rejects with when no `onLate` says what to use instead. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/**
 * `work`'s outcome, or once `ms` pass first, what `onLate` returns (a fallback the caller can tell
 * apart), or without `onLate` a rejection with a DeadlineError. `work` is not cancelled; the timer
 * never outlives the race.
 */
export function withDeadline<T, L = never>(work: Promise<T>, ms: number, onLate?: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => (onLate ? resolve(onLate()) : reject(new DeadlineError(ms))), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
