import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOutSoonOn } from './session';

afterEach(() => vi.useRealTimers());

describe('sign out on an authentication failure', () => {
  it('signs out 2 s after a 401 or a "Not authenticated" error, and not for other errors', () => {
    vi.useFakeTimers();
    const signOut = vi.fn();
    expect(signOutSoonOn({ status: 401, message: 'x' }, signOut)).toBe(true);
    expect(signOutSoonOn(new Error('Not authenticated'), signOut)).toBe(true);
    expect(signOutSoonOn(new Error('Company name is required'), signOut)).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});
