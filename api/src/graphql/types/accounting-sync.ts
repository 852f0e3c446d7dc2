import { resolveSyncConflict } from '../../domain/accounting/resolve-conflict.ts';
import { listSyncActivity, retrySync, syncAttentionCount, syncNow } from '../../domain/accounting/sync-activity.ts';
import type { SyncActivityRow } from '../../domain/accounting/sync-activity-row.ts';
import type { ConflictField } from '../../domain/accounting/sync-conflict.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Settings → Accounting → Activity (docs/accounting.md): each record's sync state, retry, sync now, and the count of
// records that need the office. The same domain functions as REST (rest/accounting-sync.contract.ts).

const AccountingConflictFieldRef = builder.objectRef<ConflictField>('AccountingConflictField').implement({
  description: "One difference between Spanner's invoice and the books' copy of it",
  fields: (t) => ({
    field: t.exposeString('field', { description: "e.g. 'Line 2 quantity'" }),
    spanner: t.exposeString('spanner', { description: "Spanner's value" }),
    books: t.exposeString('books', { description: "The books' value" }),
  }),
});

const AccountingConflictChoice = builder.enumType('AccountingConflictChoice', {
  description: "Whose invoice stands: Spanner's (sent over the books' edit) or the books' (Spanner's invoice takes it)",
  values: ['spanner', 'books'] as const,
});

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
    conflictFields: t.field({
      type: [AccountingConflictFieldRef],
      nullable: true,
      description: "In conflict: what differs between Spanner's invoice and the books' copy",
      resolve: (r) => r.conflictFields,
    }),
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
  resolveAccountingConflict: t.field({
    type: AccountingSyncRecordRef,
    errors: appErrors,
    authScopes: { can: 'syncAccounting' },
    args: { id: t.arg.id({ required: true }), keep: t.arg({ type: AccountingConflictChoice, required: true }) },
    description:
      "Resolve a conflict: keep Spanner's invoice (sent to the books over their edit) or the books' (Spanner's invoice takes their lines, dates and reference)",
    resolve: (_root, args, ctx) => resolveSyncConflict(ctx, String(args.id), args.keep),
  }),
  syncAccountingNow: t.field({
    type: SyncNowPayload,
    errors: appErrors,
    authScopes: { can: 'syncAccounting' },
    description: 'Read what changed in the books and send again every queued or failed record',
    resolve: (_root, _args, ctx) => syncNow(ctx),
  }),
}));
