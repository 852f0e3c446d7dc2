import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountingEventScope } from '../../db/cross-organisation.ts';
import { tenantDb } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { myobBooks } from '../../integrations/accounting/myob/myob-books.ts';
import { XeroCallError, xeroBooks } from '../../integrations/accounting/xero/xero-books.ts';
import { defineJobKind, type JobContext } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RawQueryClient } from '../../jobs/sql-executor.ts';
import { paceAfter, pausedSeconds } from './books-pace.ts';
import { STALE_CLAIM_MS } from './claim-lease.ts';
import { myobSession } from './myob-session.ts';
import { type OpenXero, openXero } from './open-xero.ts';
import { pullChanges } from './pull-changes.ts';
import { pushContact } from './push-contact.ts';
import { pushInvoice } from './push-invoice.ts';
import { pushPayment } from './push-payment.ts';
import { pushPaymentFee } from './push-payment-fee.ts';
import { RetryLater, type SyncRecordType } from './sync-ledger.ts';
import type { SyncScope } from './sync-scope.ts';
import { voidInvoiceInBooks } from './void-invoice.ts';

// The sync's background work (docs/accounting.md): every call to the books is made by one of these jobs, never in a
// request or a transaction. A push per record, a pull per connection (sent by Xero's webhook, by "Sync now" and by
// the poll every five minutes). At most two of an organisation's calls run at once across every process (Xero allows
// five), and one organisation's backlog waits behind nobody else's (the queue's fairness). A 429 sends the job
// again after Xero's Retry-After rather than counting a failed try.

const CONNECTION_SELECT = {
  id: true,
  orgId: true,
  provider: true,
  tenantId: true,
  status: true,
  tokensSealed: true,
  mappings: true,
  contactsSource: true,
  pulledUntil: true,
} as const;

/** The organisation's connected books (Xero or MYOB: one live connection per organisation), if any. */
export const liveXeroConnection = (db: Db) =>
  db.accountingConnection.findFirst({ where: { status: 'connected' }, select: CONNECTION_SELECT });

/** Open the books of an organisation's live connection: null when it has none. */
export async function openSync(
  db: Db,
  { config, jobs }: { config: Config; jobs: JobQueue },
  open: OpenXero = openXero,
): Promise<SyncScope | null> {
  const connection = await liveXeroConnection(db);
  if (!connection) return null;
  if (connection.provider === 'myob') return { db, jobs, connection, books: myobBooks(await myobSession(db, config, connection)) };
  return { db, jobs, connection, books: xeroBooks(await open(db, config, connection)) };
}

const PUSHES: Record<SyncRecordType, (s: SyncScope, id: string) => Promise<unknown>> = {
  contact: pushContact,
  invoice: pushInvoice,
  // The payment, then its provider's fee as a bank fee (when wanted): a refused fee leaves the payment sent.
  payment: async (s, id) => {
    if (await pushPayment(s, id)) await pushPaymentFee(s, id);
  },
};

/** A refusal is saved on the ledger row for the office to retry: the job is done with it. */
const isRefusal = (e: unknown) => e instanceof AppError || (e instanceof XeroCallError && e.status >= 400 && e.status < 500);

const pushPayload = z.object({
  orgId: z.string(),
  recordType: z.enum(['contact', 'invoice', 'payment']),
  recordId: z.string(),
  /** void: a record Spanner deleted is voided in the books (invoices) */
  operation: z.enum(['push', 'void']).optional(),
});

/** Run one push: the record's ledger row is saved sent or failed; a 429 sends the job again after Retry-After. */
export async function runPush(
  ctx: Pick<JobContext, 'db' | 'config' | 'jobs'>,
  payload: z.infer<typeof pushPayload>,
  open: OpenXero = openXero,
): Promise<void> {
  const db = tenantDb(ctx.db, payload.orgId);
  const paused = await pausedSeconds(ctx.db, payload.orgId);
  if (paused) {
    await ctx.jobs.send(accountingPushJob, payload, { delaySeconds: paused });
    return;
  }
  let scope: SyncScope | null = null;
  try {
    scope = await openSync(db, ctx, open);
    if (!scope) return;
    if (payload.operation === 'void') await voidInvoiceInBooks(scope, payload.recordId);
    else await PUSHES[payload.recordType](scope, payload.recordId);
  } catch (e) {
    if (e instanceof RetryLater) {
      await ctx.jobs.send(accountingPushJob, payload, { delaySeconds: e.seconds });
      return;
    }
    if (isRefusal(e)) return;
    throw e;
  } finally {
    if (scope) await paceAfter(ctx.db, payload.orgId, scope.books.callsLeft());
  }
}

export const accountingPushJob = defineJobKind({
  name: 'accounting.push',
  payload: pushPayload,
  retry: { maxTries: 6, baseDelayMs: 15_000, maxDelayMs: 30 * 60_000 },
  expireInSeconds: STALE_CLAIM_MS / 1000,
  concurrency: 4,
  perOrganisation: 2,
  run: (payload, ctx) => runPush(ctx, payload),
});

const pullPayload = z.object({ orgId: z.string(), connectionId: z.string() });

/** Run one pull of an organisation's connection (payments made in Xero into Spanner's ledger). */
export async function runPull(
  ctx: Pick<JobContext, 'db' | 'config' | 'jobs' | 'events'>,
  payload: z.infer<typeof pullPayload>,
  open: OpenXero = openXero,
): Promise<void> {
  const db = tenantDb(ctx.db, payload.orgId);
  const paused = await pausedSeconds(ctx.db, payload.orgId);
  if (paused) {
    await ctx.jobs.send(accountingPullJob, payload, { delaySeconds: paused });
    return;
  }
  let scope: SyncScope | null = null;
  try {
    scope = await openSync(db, ctx, open);
    if (!scope || scope.connection.id !== payload.connectionId) return;
    await pullChanges(scope, { jobs: ctx.jobs, events: ctx.events, config: ctx.config });
  } catch (e) {
    if (e instanceof XeroCallError && e.status === 429) {
      await ctx.jobs.send(accountingPullJob, payload, { delaySeconds: e.retryAfterSeconds ?? 60 });
      return;
    }
    throw e;
  } finally {
    if (scope) await paceAfter(ctx.db, payload.orgId, scope.books.callsLeft());
  }
}

export const accountingPullJob = defineJobKind({
  name: 'accounting.pull',
  payload: pullPayload,
  retry: { maxTries: 5, baseDelayMs: 15_000, maxDelayMs: 10 * 60_000 },
  expireInSeconds: 300,
  concurrency: 2,
  perOrganisation: 1,
  run: (payload, ctx) => runPull(ctx, payload),
});

/** Queue a pull of every connected connection (Xero's fallback for webhooks that never came; MYOB's only pull). */
export async function queuePolls(jobs: Pick<JobQueue, 'send'>, database: { db: Db }): Promise<number> {
  const connections = await accountingEventScope(database).find.accountingConnection.findMany({
    where: { status: 'connected' },
    select: { id: true, orgId: true },
  });
  for (const c of connections) await jobs.send(accountingPullJob, { orgId: c.orgId, connectionId: c.id });
  return connections.length;
}

export const accountingPollJob = defineJobKind({
  name: 'accounting.poll',
  payload: z.object({}),
  retry: { maxTries: 2, baseDelayMs: 5_000, maxDelayMs: 5_000 },
  expireInSeconds: 120,
  concurrency: 1,
  schedule: { cron: '*/5 * * * *', tz: 'UTC' },
  async run(_payload, ctx) {
    await queuePolls(ctx.jobs, ctx);
  },
});

/** Queue a record's push (or void) in the caller's transaction: its ledger row queued, and the job that sends it. */
export async function queuePush(
  jobs: Pick<JobQueue, 'send'>,
  tx: Db,
  connectionId: string,
  push: { orgId: string; recordType: SyncRecordType; recordId: string; operation?: 'push' | 'void' },
): Promise<void> {
  const operation = push.operation ?? 'push';
  await tx.accountingSyncRecord.upsert({
    where: {
      connectionId_recordType_recordId_operation: { connectionId, recordType: push.recordType, recordId: push.recordId, operation },
    },
    create: { connectionId, recordType: push.recordType, recordId: push.recordId, operation } as never,
    update: { state: 'queued' },
  });
  await jobs.send(accountingPushJob, push, { tx: tx as unknown as RawQueryClient });
}
