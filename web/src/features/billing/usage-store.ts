import { USAGE_REFRESH_MS } from '@rules/usage';
import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/store';
import type { Usage } from './billing-api';
import { fetchUsage } from './billing-api';
import { isValidUsage, USAGE_ERROR } from './usage';

// One usage answer shared by every widget on the page: fetched when the oldest reader wants it fresher, so the
// sidebar and the top bar never ask twice; refreshUsage() after anything that spends or buys credits.

interface UsageState {
  usage: Usage | null;
  error: string | null;
  loadedAt: number;
}

const usageState = createStore<UsageState>({ usage: null, error: null, loadedAt: 0 });
let inFlight: Promise<void> | null = null;

export function refreshUsage(): Promise<void> {
  inFlight ??= fetchUsage()
    .then((answer) =>
      usageState.set(
        isValidUsage(answer)
          ? { usage: answer, error: null, loadedAt: Date.now() }
          : { usage: null, error: USAGE_ERROR, loadedAt: Date.now() },
      ),
    )
    .catch(() => usageState.set({ usage: usageState.get().usage, error: USAGE_ERROR, loadedAt: Date.now() }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The organisation's usage, refreshed whenever it is older than `maxAgeMs` (60 s; 30 s on editor screens). With
 * `enabled` false (a viewer who may not read usage) nothing is fetched.
 */
export function useUsage(maxAgeMs = USAGE_REFRESH_MS, enabled = true): UsageState {
  const state = useStore(usageState);
  useEffect(() => {
    if (!enabled) return;
    const refreshIfStale = () => {
      if (Date.now() - usageState.get().loadedAt >= maxAgeMs) void refreshUsage();
    };
    refreshIfStale();
    const timer = setInterval(refreshIfStale, Math.min(maxAgeMs, 15_000));
    return () => clearInterval(timer);
  }, [maxAgeMs, enabled]);
  return state;
}
