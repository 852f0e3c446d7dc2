import { z } from 'zod';
import { invoiceInBooksJson, syncActivityJson } from '../views/accounting-sync.views.ts';
import { route } from './contract.ts';

// The accounting sync's activity (Settings → Accounting → Activity) and Xero's webhook (docs/accounting.md).

export const accountingSyncContract = {
  listActivity: route({
    method: 'GET',
    path: '/api/accounting/activity',
    summary:
      "The sync's records, latest change first: record type and label (e.g. 'INV-0042 · Smith Plumbing'), state (queued, sending, sent, failed, conflict), the last error in plain words, attempts, when updated; ?needs_attention=true keeps failed and conflict (admin, manager)",
    access: { can: 'syncAccounting' },
    query: z.object({ needs_attention: z.enum(['true', 'false']).optional() }),
    response: z.array(syncActivityJson),
  }),
  attentionCount: route({
    method: 'GET',
    path: '/api/accounting/activity/attention',
    summary: 'How many records need the office: failed or in conflict (the dashboard count; admin, manager)',
    access: { can: 'syncAccounting' },
    response: z.object({ count: z.number().int() }),
  }),
  retry: route({
    method: 'POST',
    path: '/api/accounting/activity/{id}/retry',
    summary: 'Send a failed record to the books again (queued now; 409 when it is not failed; admin, manager)',
    access: { can: 'syncAccounting' },
    params: z.object({ id: z.string().min(1).max(100) }),
    response: syncActivityJson,
  }),
  resolveConflict: route({
    method: 'POST',
    path: '/api/accounting/activity/{id}/resolve',
    summary:
      "Resolve a conflict (an invoice changed in the books and in Spanner since it was last sent): keep 'spanner' (sent over the books' edit) or 'books' (Spanner's invoice takes their lines, dates and reference); 409 when the record is not in conflict or the invoice is paid (admin, manager)",
    access: { can: 'syncAccounting' },
    params: z.object({ id: z.string().min(1).max(100) }),
    body: z.object({ keep: z.enum(['spanner', 'books'], { error: "Keep must be 'spanner' or 'books'" }) }),
    response: syncActivityJson,
  }),
  syncNow: route({
    method: 'POST',
    path: '/api/accounting/sync',
    summary:
      'Sync now: read what changed in the books and send again every queued or failed record (409 when not connected; admin, manager)',
    access: { can: 'syncAccounting' },
    response: z.object({ queued: z.number().int() }),
  }),
  invoiceInBooks: route({
    method: 'GET',
    path: '/api/invoices/{id}/books',
    summary:
      "The invoice in the connected books: whether the business is connected to Xero, the invoice's sync state (null: never sent), Xero's refusal in plain words, Xero's page of it once there (admin, manager)",
    access: { can: 'syncAccounting' },
    params: z.object({ id: z.string().min(1).max(100) }),
    response: invoiceInBooksJson,
  }),
  sendInvoiceToBooks: route({
    method: 'POST',
    path: '/api/invoices/{id}/books',
    summary:
      'Send a sent invoice to Xero now — one sent before the business connected, or whose push failed (queued; 409 for a draft, a void invoice or when not connected; admin, manager)',
    access: { can: 'syncAccounting' },
    params: z.object({ id: z.string().min(1).max(100) }),
    response: invoiceInBooksJson,
  }),
  xeroWebhook: route({
    method: 'POST',
    path: '/api/webhooks/xero',
    summary:
      "Xero's thin webhook, signed (x-xero-signature: base64 HMAC-SHA256 of the body with XERO_WEBHOOK_KEY): 401 when the signature is wrong, else 200 with an empty body (also Xero's intent-to-receive check); each tenant named queues a pull of its connection",
    access: 'public',
    rawBody: true,
    response: z.undefined(),
  }),
} as const;
