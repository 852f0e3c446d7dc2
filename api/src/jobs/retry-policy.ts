/**
 * When a failed job is tried again: exponential back-off with "equal jitter" (half the step fixed, half random), so
 * many jobs that failed together (a receiver down) do not all come back in the same instant, yet none comes back
 * sooner than half its step. After `maxTries` tries the job is dead-lettered (kept, listed, retried by hand).
 */
export interface RetryPolicy {
  /** Tries in all, the first included (at least 2: a crashed worker's job must be able to run again). */
  maxTries: number;
  /** The step before the second try; each later step doubles. */
  baseDelayMs: number;
  /** No step is longer than this. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxTries: 5, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 };

/** The wait before the next try after try number `failedTry` (1 = the first) failed; `random` in [0, 1). */
export function retryDelayMs(failedTry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedTry - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

/** Whether a job whose try number `failedTry` failed is dead-lettered rather than tried again. */
export function isLastTry(failedTry: number, policy: RetryPolicy): boolean {
  return failedTry >= policy.maxTries;
}
