import { invoiceInBooks, sendInvoiceToBooks } from '../domain/accounting/invoice-in-books.ts';
import { resolveSyncConflict } from '../domain/accounting/resolve-conflict.ts';
import { listSyncActivity, retrySync, syncAttentionCount, syncNow } from '../domain/accounting/sync-activity.ts';
import { handleXeroWebhook } from '../domain/accounting/xero-webhook.ts';
import { toInvoiceInBooksJson, toSyncActivityJson } from '../views/accounting-sync.views.ts';
import { accountingSyncContract } from './accounting-sync.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

// REST routes of the accounting sync's activity and Xero's webhook: contracts in accounting-sync.contract.ts.
export const accountingSyncRoutes: BoundRoute[] = implement(accountingSyncContract, {
  listActivity: async ({ ctx, query }) =>
    (await listSyncActivity(ctx, { needsAttention: query.needs_attention === 'true' })).map(toSyncActivityJson),
  attentionCount: async ({ ctx }) => ({ count: await syncAttentionCount(ctx) }),
  retry: async ({ ctx, params }) => toSyncActivityJson(await retrySync(ctx, params.id)),
  resolveConflict: async ({ ctx, params, body }) => toSyncActivityJson(await resolveSyncConflict(ctx, params.id, body.keep)),
  syncNow: ({ ctx }) => syncNow(ctx),
  invoiceInBooks: async ({ ctx, params }) => toInvoiceInBooksJson(await invoiceInBooks(ctx, params.id)),
  sendInvoiceToBooks: async ({ ctx, params }) => toInvoiceInBooksJson(await sendInvoiceToBooks(ctx, params.id)),
  xeroWebhook: async ({ ctx, req, reply }) => {
    const signature = req.headers['x-xero-signature'];
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await handleXeroWebhook(ctx, raw, Array.isArray(signature) ? signature[0] : signature);
    await reply.status(200).send();
    return undefined;
  },
});
