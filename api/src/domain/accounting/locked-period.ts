import { AppError } from '../../errors.ts';
import { booksName } from '../../rules/books.ts';
import { formatLongDay } from '../../rules/zoned-time.ts';
import type { SyncScope } from './sync-scope.ts';

// The conflict rule's other half (docs/accounting.md "Conflicts"): Spanner owns an invoice's content until it is paid
// or falls into a period the books have locked. Nothing dated on or before the books' lock date is sent — a new
// invoice or payment is not made there, and an invoice the books hold is never overwritten — so an accountant's
// closed period is never changed behind their back. The lock is read once per push run (Books.lockedThrough).

/**
 * Refuse, in words the office reads, a record dated in the books' locked period: any of `days` (the date Spanner
 * sends, and for an invoice the books hold, the date they hold it under) on or before the last locked day.
 */
export async function refuseLockedPeriod(s: SyncScope, what: string, days: (string | null | undefined)[], instead: string): Promise<void> {
  const locked = await s.books.lockedThrough();
  if (!locked) return;
  const day = days.filter((d): d is string => !!d && d <= locked).sort()[0];
  if (!day) return;
  const books = booksName(s.connection.provider);
  throw new AppError(
    'CONFLICT',
    `${what} is dated ${formatLongDay(day)}, in a period locked in ${books} (to ${formatLongDay(locked)}): unlock it in ${books}${instead}, then retry`,
  );
}
