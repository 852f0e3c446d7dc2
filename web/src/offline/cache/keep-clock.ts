import type { ClockState } from '../outbox/clock-changes';
import { readDeviceCopy, saveDeviceCopy } from './device-store';

/**
 * The member's clock as the server answered it online, kept in the device copy (when there is one) with the time it
 * was read: the phone shows it, and lays over it only the clock actions the outbox sends after (docs/timesheets.md →
 * Offline). Without it a day clocked on online and then taken out of signal would start from the last saved copy.
 */
export async function keepClockOnDevice(userId: string, clock: ClockState, at = new Date()): Promise<void> {
  const copy = await readDeviceCopy(userId);
  if (!copy) return;
  const same = JSON.stringify(copy.clock ?? null) === JSON.stringify(clock);
  if (same && copy.clockAt && copy.clockAt >= copy.savedAt) return;
  await saveDeviceCopy({ ...copy, clock, clockAt: at.toISOString() });
}
