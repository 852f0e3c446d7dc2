import { listSyncActivity, retrySync, type SyncActivityRow, syncAttentionCount, syncNow } from '../../domain/accounting/sync-activity.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Settings → Accounting → Activity (docs/accounting.md): each record's sync state, retry, sync now, and the count of
// records that need the office. The same domain functions as REST (rest/accounting-sync.contract.ts).

const AccountingSyncRecordRef = builder.objectRef<SyncActivityRow>('AccountingSyncRecord').implement({
  description: "One record's sync with the books: what it is, where it stands and the books' last word on it",
  fields: (t) => ({
    id: t.exposeID('id'),
    recordType: t.exposeString('recordType', { description: 'contact, invoice or payment' }),
    recordId: t.exposeID('recordId', { description: "Spanner's id of the customer, invoice or payment" }),
    operation: t.exposeString('operation', { description: 'push (Spanner → books) or pull (books → Spanner)' }),
    label: t.exposeString('label', { description: "e.g. 'INV-0042 · Smith Plumbing'" }),
    state: t.exposeString('state', { description: 'queued, sending, sent, failed or conflict' }),
    lastError: t.exposeString('lastError', { nullable: true, description: "The books' refusal in plain words" }),
    attempts: t.exposeInt('attempts'),
    remoteId: t.exposeString('remoteId', { nullable: true, description: "The record's id in the books" }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SyncNowPayload = builder.objectRef<{ queued: number }>('SyncAccountingNowPayload').implement({
  fields: (t) => ({ queued: t.exposeInt('queued', { description: 'Jobs queued: the pull, and each queued or failed record' }) }),
});

builder.queryFields((t) => ({
  accountingActivity: t.field({
    type: [AccountingSyncRecordRef],
    authScopes: { can: 'syncAccounting' },
    args: { needsAttention: t.arg.boolean({ description: 'Only failed and conflicting records' }) },
    description: "The accounting sync's records, latest change first",
    resolve: (_root, args, ctx) => listSyncActivity(ctx, { needsAttention: args.needsAttention ?? false }),
  }),
  accountingAttentionCount: t.int({
    authScopes: { can: 'syncAccounting' },
    description: 'How many records need the office (failed or in conflict): the dashboard count',
    resolve: (_root, _args, ctx) => syncAttentionCount(ctx),
  }),
}));

builder.mutationFields((t) => ({
  retryAccountingSync: t.field({
    type: AccountingSyncRecordRef,
    errors: appErrors,
    authScopes: { can: 'syncAccounting' },
    args: { id: t.arg.id({ required: true }) },
    description: 'Send a failed record to the books again',
    resolve: (_root, args, ctx) => retrySync(ctx, String(args.id)),
  }),
  syncAccountingNow: t.field({
    type: SyncNowPayload,
    errors: appErrors,
    authScopes: { can: 'syncAccounting' },
    description: 'Read what changed in the books and send again every queued or failed record',
    resolve: (_root, _args, ctx) => syncNow(ctx),
  }),
}));
