// When the saved copy can no longer be trusted to hold the day: it is old (not refreshed for a week, so today's work
// may be missing), or the device is nearly out of space (the browser may then drop it, or the next save fail).

/** A copy older than this is called out. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** Free space under this is called low. */
export const LOW_STORAGE_BYTES = 50 * 1024 * 1024;
/** Or under this share of the browser's allowance. */
export const LOW_STORAGE_SHARE = 0.1;

export interface StorageEstimate {
  usage?: number;
  quota?: number;
}

export const isStale = (savedAt: string, now: Date) => now.getTime() - new Date(savedAt).getTime() > STALE_AFTER_MS;

export function isStorageLow(estimate: StorageEstimate | null): boolean {
  if (!estimate?.quota) return false;
  const free = estimate.quota - (estimate.usage ?? 0);
  return free < LOW_STORAGE_BYTES || free < estimate.quota * LOW_STORAGE_SHARE;
}

/** The warnings to show with the saved copy, in the words the bar shows. */
export function copyWarnings(savedAt: string, now: Date, estimate: StorageEstimate | null): string[] {
  const warnings: string[] = [];
  if (isStale(savedAt, now)) warnings.push('This was saved more than 7 days ago: jobs added or changed since are missing.');
  if (isStorageLow(estimate))
    warnings.push('This device is low on storage: free some space, or the saved jobs may be removed by the browser.');
  return warnings;
}

/** What the browser says about its storage for this site, or null where it cannot say. */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  try {
    return (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Ask the browser to keep this site's data when space runs short (navigator.storage.persist()). Chrome grants it to
 * an installed or often-used app without asking; Safari decides itself. Returns whether storage is persistent.
 */
export async function askForPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
