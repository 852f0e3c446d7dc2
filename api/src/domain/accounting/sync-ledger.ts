import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { XeroCallError } from '../../integrations/accounting/xero/xero-books.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { STALE_CLAIM_MS } from './claim-lease.ts';
import type { SyncScope } from './sync-scope.ts';

// The sync ledger (AccountingSyncRecord): one row per (connection, record, operation). A push claims its row before
// the outside call (state sending, attempts + 1) and sends the row's idempotency key with the call, outside any
// transaction; then the row is saved sent (remoteId, sentHash) or failed (lastError in plain words). The key changes
// only once a call has had its answer (sent, or refused by the books), so the retry of a call whose answer was lost
// — a crash between the call and the save — repeats the same key, and the books answer it as the first time.

export type SyncRecordType = 'contact' | 'invoice' | 'payment';
/** fee: a payment's provider fee posted as a bank fee (its own row beside the payment's push) */
export type SyncOperation = 'push' | 'void' | 'pull' | 'fee';

/** The books asked us to wait: the push is tried again after this many seconds (the job sends itself again). */
export class RetryLater extends Error {
  constructor(
    readonly seconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** How soon a push whose record another worker is sending goes again. */
const CLAIMED_ELSEWHERE_SECONDS = 2;

export type LedgerRow = NonNullable<Awaited<ReturnType<typeof ledgerRow>>>;

/** SHA-256 of what is sent: a later edit whose hash differs is a change to push. */
export const contentHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The row of a record's operation on a connection, made queued the first time. */
export async function ledgerRow(
  db: Db,
  connectionId: string,
  recordType: SyncRecordType,
  recordId: string,
  operation: SyncOperation = 'push',
) {
  return db.accountingSyncRecord.upsert({
    where: { connectionId_recordType_recordId_operation: { connectionId, recordType, recordId, operation } },
    create: { connectionId, recordType, recordId, operation } as never,
    update: {},
  });
}

/** Claim a row for an outside call: null when another worker holds a fresh claim on it. */
export async function claimRow(db: Db, row: LedgerRow, now = new Date()) {
  const { count } = await db.accountingSyncRecord.updateMany({
    where: {
      id: row.id,
      OR: [{ state: { not: 'sending' } }, { updatedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }],
    },
    data: { state: 'sending', attempts: { increment: 1 } },
  });
  return count ? db.accountingSyncRecord.findFirstOrThrow({ where: { id: row.id } }) : null;
}

/** What saving a row's outcome needs: the tenant client and the queue its webhook event goes on. */
export type LedgerScope = Pick<SyncScope, 'db' | 'jobs'>;

/** The webhook event of each outcome a push or void saves (docs/accounting.md, "Webhook events"). */
const OUTCOME_EVENTS = { sent: 'accounting.sent', failed: 'accounting.failed', conflict: 'accounting.conflict' } as const;

/** Save a row's outcome and queue its webhook event (`accounting.sent`, `.failed`, `.conflict`) in one transaction. */
export async function saveOutcome(
  s: LedgerScope,
  row: { id: string; orgId: string },
  data: Omit<Prisma.AccountingSyncRecordUpdateInput, 'state'> & { state: keyof typeof OUTCOME_EVENTS },
): Promise<void> {
  await writeWithWebhooks(
    s,
    row.orgId,
    (tx) => tx.accountingSyncRecord.update({ where: { id: row.id }, data }),
    () => [{ type: OUTCOME_EVENTS[data.state], id: row.id }],
  );
}

export interface SentOutcome {
  remoteId: string;
  sentHash: string;
  remoteUpdatedAt?: Date | null;
}

/** The books said no (a 4xx other than 429), or Spanner refused before the call: saved for the office, not retried. */
export const isRefusal = (e: unknown): e is AppError | XeroCallError =>
  e instanceof AppError || (e instanceof XeroCallError && e.status >= 400 && e.status < 500 && e.status !== 429);

/**
 * Claim the row, make the call with its key, save the outcome. A refusal (the books said no, a mapping is missing,
 * the totals differ) is saved failed with its words and a new key; a 429 puts the row back queued and throws
 * RetryLater; anything else (the books unreachable, this process failing to save) is saved failed with the same key,
 * so the retry's call is answered as this one was.
 */
export async function runClaimed(s: LedgerScope, row: LedgerRow, call: (key: string) => Promise<SentOutcome>): Promise<string> {
  const { db } = s;
  const claimed = await claimRow(db, row);
  // Another worker is sending this record now (two invoices of one new customer push its contact at once): this push
  // goes again in a moment, when the other's answer is saved, rather than failing a try and backing off.
  if (!claimed) throw new RetryLater(CLAIMED_ELSEWHERE_SECONDS, `sync record ${row.id} is being sent by another worker`);
  try {
    const outcome = await call(claimed.idempotencyKey);
    await saveOutcome(s, row, {
      state: 'sent',
      remoteId: outcome.remoteId,
      sentHash: outcome.sentHash,
      remoteUpdatedAt: outcome.remoteUpdatedAt ?? undefined,
      lastError: null,
      conflict: Prisma.DbNull,
      sentAt: new Date(),
      idempotencyKey: randomUUID(),
    });
    return outcome.remoteId;
  } catch (e) {
    const refusal = isRefusal(e);
    if (e instanceof XeroCallError && e.status === 429) await putBackForLater(s, row, e);
    const message = e instanceof Error ? e.message : String(e);
    await saveOutcome(s, row, {
      state: 'failed',
      lastError: refusal ? message : `${message} (trying again)`,
      ...(refusal ? { idempotencyKey: randomUUID() } : {}),
    });
    throw e;
  }
}

/** The books asked us to wait (a 429): the row goes back to queued with the wait in words, and the job is sent again. */
async function putBackForLater(s: LedgerScope, row: LedgerRow, e: XeroCallError): Promise<never> {
  const seconds = e.retryAfterSeconds ?? 60;
  await s.db.accountingSyncRecord.update({
    where: { id: row.id },
    data: { state: 'queued', lastError: `${e.message}: trying again in ${seconds} s` },
  });
  throw new RetryLater(seconds, e.message);
}

/**
 * The steps of a push before its own call (its mappings, its customer's contact, the books' lock date and tracking
 * category, the totals check): a refusal there is saved on the row as failed with its words, so the office sees why
 * the record did not go; a 429 on one of its reads puts the row back for later, as on the call itself.
 */
export async function beforeTheCall<T>(s: LedgerScope, row: LedgerRow, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (e) {
    if (e instanceof XeroCallError && e.status === 429) await putBackForLater(s, row, e);
    if (isRefusal(e)) await saveOutcome(s, row, { state: 'failed', lastError: e.message });
    throw e;
  }
}
