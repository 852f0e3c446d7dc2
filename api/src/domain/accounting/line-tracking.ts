import { AppError } from '../../errors.ts';
import type { BooksLineTracking } from '../../integrations/accounting/xero/xero-books.ts';
import { JOB_TYPE_LABELS, type JobTypeValue } from '../../rules/job-status.ts';
import type { TrackingSource } from './mappings.ts';
import type { SyncScope } from './sync-scope.ts';

// Tracking categories on an invoice's lines (Settings → Accounting → Tracking): every line of the invoice carries the
// option of the chosen category named after its job's type ("Installation") or its technician (the one who completed
// the job, else the first of its technicians by name) — Xero's LineItem.Tracking [{ Name, Option }]
// (developer.xero.com/documentation/api/accounting/invoices, "Tracking"; Xero refuses an option the category does not
// hold). Spanner never makes an option in Xero: an option the category lacks refuses the push in words
// (docs/decisions.md), and an invoice without a job, a job type or a technician goes untracked.

/** The people and type of the job behind an invoice, as the push reads them. */
export const TRACKED_JOB_SELECT = {
  jobType: true,
  technicians: { select: { user: { select: { name: true } } } },
} as const;

export interface TrackedJob {
  jobType: string | null;
  technicians: { user: { name: string } }[];
}

/** The option name the source gives for the job (null: nothing to track). */
export function trackingOptionName(source: TrackingSource, job: TrackedJob | null, completedBy: string | null): string | null {
  if (source === 'job_type') return job?.jobType ? (JOB_TYPE_LABELS[job.jobType as JobTypeValue] ?? null) : null;
  if (source === 'technician') {
    const first = job?.technicians
      .map((t) => t.user.name.trim())
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b))[0];
    return completedBy?.trim() || first || null;
  }
  return null;
}

/**
 * The tracking every line of the invoice carries, or null (no tracking chosen, or nothing to track). Refuses when the
 * chosen category is gone from the books, or has no option of that name (ignoring case; Xero's spelling is sent).
 */
export async function lineTracking(
  s: SyncScope,
  number: string,
  mappings: { trackingSource?: TrackingSource; trackingCategoryId?: string | null },
  option: string | null,
): Promise<BooksLineTracking[] | null> {
  const source = mappings.trackingSource ?? 'none';
  if (source === 'none' || !mappings.trackingCategoryId || !option || !s.books.trackingCategory) return null;
  const category = await s.books.trackingCategory(mappings.trackingCategoryId);
  if (!category)
    throw new AppError(
      'CONFLICT',
      'Not sent: the tracking category chosen in Settings → Accounting is no longer active in Xero: choose another (or none), then retry',
    );
  const held = category.options.find((o) => o.toLowerCase() === option.toLowerCase());
  if (!held) {
    const what = source === 'job_type' ? "its job's type" : "its job's technician";
    throw new AppError(
      'CONFLICT',
      `Not sent: Xero's tracking category '${category.name}' has no option '${option}' (${what} on ${number}). Add the option in Xero (Settings → Tracking categories), or choose no tracking in Settings → Accounting, then retry`,
    );
  }
  return [{ name: category.name, option: held }];
}
