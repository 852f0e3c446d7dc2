import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { breakerFailure, breakerOpenFor, breakerSuccess } from './limits.ts';

// The circuit breaker of one process, on a clock the test sets: opens after the failures in a row, answers at once
// for the cool-down, then lets one call try the service again.

const config = () => ({ ASSISTANT_BREAKER_FAILURES: 3, ASSISTANT_BREAKER_COOLDOWN_SECONDS: 60 }) as Config;

describe('the assistant circuit breaker', () => {
  it('opens after the failures in a row, for the cool-down', () => {
    const c = config();
    breakerFailure(c, 0);
    breakerFailure(c, 1_000);
    expect(breakerOpenFor(c, 1_000)).toBe(0);
    breakerFailure(c, 2_000);
    expect(breakerOpenFor(c, 2_000)).toBe(60);
    expect(breakerOpenFor(c, 61_500)).toBe(1);
    expect(breakerOpenFor(c, 62_000)).toBe(0);
  });

  it('after the cool-down, one more failure opens it again at once; a success closes it', () => {
    const c = config();
    for (const at of [0, 1, 2]) breakerFailure(c, at);
    expect(breakerOpenFor(c, 60_002)).toBe(0);
    breakerFailure(c, 60_002);
    expect(breakerOpenFor(c, 60_002)).toBe(60);

    breakerSuccess(c);
    expect(breakerOpenFor(c, 60_002)).toBe(0);
    breakerFailure(c, 60_003);
    expect(breakerOpenFor(c, 60_003)).toBe(0);
  });

  it('belongs to one configuration: another app in the same process has its own', () => {
    const a = config();
    const b = config();
    for (const at of [0, 1, 2]) breakerFailure(a, at);
    expect(breakerOpenFor(a, 3)).toBe(60);
    expect(breakerOpenFor(b, 3)).toBe(0);
  });
});
