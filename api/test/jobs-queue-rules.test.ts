import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUT_BACK_MS, putBackDelayMs, rankBehindBacklog, withinCap } from '../src/jobs/fairness.ts';
import { jobIdForKey } from '../src/jobs/idempotency-key.ts';
import { defineJobKind } from '../src/jobs/job-kind.ts';
import { isLastTry, type RetryPolicy, retryDelayMs } from '../src/jobs/retry-policy.ts';

const policy: RetryPolicy = { maxTries: 5, baseDelayMs: 1000, maxDelayMs: 10_000 };

describe('retry rule', () => {
  it('doubles the step after each failed try, up to the maximum', () => {
    const fixed = () => 1 - Number.EPSILON; // the top of each step
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, fixed))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('jitters each wait within the upper half of its step', () => {
    for (const failedTry of [1, 2, 3, 4]) {
      const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedTry - 1));
      expect(retryDelayMs(failedTry, policy, () => 0)).toBe(step / 2);
      const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(failedTry, policy)));
      for (const wait of seen) {
        expect(wait).toBeGreaterThanOrEqual(step / 2);
        expect(wait).toBeLessThanOrEqual(step);
      }
      expect(seen.size, 'jobs failing together come back spread out').toBeGreaterThan(10);
    }
  });

  it('dead-letters after the last try, never before', () => {
    expect([1, 2, 3, 4, 5].map((n) => isLastTry(n, policy))).toEqual([false, false, false, false, true]);
  });

  it('refuses a kind that could not run again after a crash', () => {
    const payload = z.object({});
    expect(() => defineJobKind({ name: 'once.only', payload, retry: { maxTries: 1 }, run: async () => {} })).toThrow(/at least 2/);
    expect(() => defineJobKind({ name: 'Bad Name', payload, run: async () => {} })).toThrow(/lowercase/);
  });
});

describe('fairness rule', () => {
  it("ranks a job behind its own organisation's backlog only", () => {
    // Organisation A has 5,000 queued: its next job ranks -5000; B's first ranks 0 and is taken first.
    expect(rankBehindBacklog(5000)).toBe(-5000);
    expect(rankBehindBacklog(0)).toBe(0);
    // Two busy organisations take turns: their n-th jobs rank alike.
    expect(rankBehindBacklog(3)).toBe(rankBehindBacklog(3));
    expect(rankBehindBacklog(5e12)).toBe(-1_000_000_000);
  });

  it('runs a job only while fewer than the cap of its organisation started before it', () => {
    expect(withinCap({ organisation: 0, lane: 0 }, 2)).toBe(true);
    expect(withinCap({ organisation: 1, lane: 1 }, 2)).toBe(true);
    expect(withinCap({ organisation: 2, lane: 0 }, 2)).toBe(false);
  });

  it("runs a job only while its lane, too, is under the lane's cap (one slow endpoint leaves the others slots)", () => {
    // Ten slots for the organisation, four for one endpoint: the slow endpoint's fifth waits, another endpoint's runs.
    expect(withinCap({ organisation: 4, lane: 4 }, 10, 4)).toBe(false);
    expect(withinCap({ organisation: 4, lane: 0 }, 10, 4)).toBe(true);
    expect(withinCap({ organisation: 10, lane: 0 }, 10, 4)).toBe(false);
  });

  it('puts a job back for a short, jittered while', () => {
    expect(putBackDelayMs(() => 0)).toBe(PUT_BACK_MS);
    expect(putBackDelayMs(() => 0.999)).toBeLessThanOrEqual(2 * PUT_BACK_MS);
  });
});

describe('idempotency key', () => {
  it('stands for one job id per kind and key', () => {
    const id = jobIdForKey('email.send', 'message-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdForKey('email.send', 'message-1')).toBe(id);
    expect(jobIdForKey('email.send', 'message-2')).not.toBe(id);
    expect(jobIdForKey('sms.send', 'message-1')).not.toBe(id);
  });
});
