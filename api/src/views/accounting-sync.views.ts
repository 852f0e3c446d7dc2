import { z } from 'zod';
import type { InvoiceInBooks } from '../domain/accounting/invoice-in-books.ts';
import type { SyncActivityRow } from '../domain/accounting/sync-activity-row.ts';

/** One row of the accounting sync's activity as REST answers it. */
export const syncActivityJson = z.object({
  id: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  operation: z.string(),
  label: z.string(),
  state: z.enum(['queued', 'sending', 'sent', 'failed', 'conflict']),
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  remote_id: z.string().nullable(),
  conflict: z.array(z.object({ field: z.string(), spanner: z.string(), books: z.string() })).nullable(),
  updated_at: z.string(),
});

export const toSyncActivityJson = (r: SyncActivityRow): z.infer<typeof syncActivityJson> => ({
  id: r.id,
  record_type: r.recordType,
  record_id: r.recordId,
  operation: r.operation,
  label: r.label,
  state: r.state,
  last_error: r.lastError,
  attempts: r.attempts,
  remote_id: r.remoteId,
  conflict: r.conflictFields,
  updated_at: r.updatedAt.toISOString(),
});

/** An invoice's place in the books as REST answers it (GraphQL Invoice.inBooks). */
export const invoiceInBooksJson = z.object({
  connected: z.boolean(),
  provider: z.enum(['xero', 'myob']).nullable(),
  state: z.enum(['queued', 'sending', 'sent', 'failed', 'conflict']).nullable(),
  last_error: z.string().nullable(),
  url: z.string().nullable(),
});

export const toInvoiceInBooksJson = (b: InvoiceInBooks): z.infer<typeof invoiceInBooksJson> => ({
  connected: b.connected,
  provider: b.provider,
  state: b.state,
  last_error: b.lastError,
  url: b.url,
});
