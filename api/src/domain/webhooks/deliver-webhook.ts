import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tenantDb } from '../../db/scoped.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { postWebhook, type WebhookAnswer } from '../../integrations/webhooks/post-webhook.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_EXCERPT_BYTES, webhookRetryDelaySeconds } from '../../rules/webhook-events.ts';
import { disableFailingEndpoints } from './disable-failing-endpoints.ts';
import { signedHeaders, signingSecrets } from './signing.ts';
import { type DeliveryAttempt, LEASE_SECONDS, queueDeliveryAttempt } from './webhook-delivery-job.ts';

const MAX_RESPONSE_BYTES = 64 * 1024;
/** What an attempt's lease keeps besides the POST: reading the delivery and recording the answer. */
const RECORDING_MARGIN_MS = 15_000;
/** How long recording an answer waits for a database that went away (restarting, the network cut): within the lease. */
const RECORDING_PATIENCE_MS = RECORDING_MARGIN_MS - 3_000;

export type Post = typeof postWebhook;

export interface DeliverContext {
  db: Db;
  config: Config;
  jobs: JobQueue;
}

/**
 * One attempt at a delivery (a `webhook.deliver` job; no transaction is open while it posts). The attempt is made only
 * while the delivery waits for it: one already recorded (a job run again after its worker died between recording and
 * finishing, or a resend absorbed by an attempt under way) does nothing. Then in one transaction: the answer on the
 * delivery — delivered; or waiting, with the next attempt queued after WEBHOOK_RETRY_DELAYS_SECONDS; or failed
 * after the last — and the endpoint's failing-since. A worker that dies mid-post leaves the attempt unrecorded: its
 * job runs again after its lease and posts again with the same webhook-id (at least once; receivers drop repeats).
 * A database away as the answer is recorded is waited for, within the lease, so a short outage sends nothing twice.
 */
export async function deliverWebhook(
  ctx: DeliverContext,
  job: DeliveryAttempt,
  { now = () => new Date(), post = postWebhook }: { now?: () => Date; post?: Post } = {},
): Promise<'delivered' | 'waiting' | 'failed' | 'skipped'> {
  const db = tenantDb(ctx.db, job.orgId);
  const delivery = await db.webhookDelivery.findFirst({
    where: { id: job.deliveryId, status: 'pending', attempts: job.attempt - 1 },
    select: {
      messageId: true,
      payload: true,
      endpoint: { select: { id: true, url: true, secret: true, previousSecret: true, previousSecretUntil: true, failingSince: true } },
    },
  });
  if (!delivery) return 'skipped';
  const { endpoint } = delivery;
  const body = JSON.stringify(delivery.payload);
  const sentAt = now();
  const answer = await post({
    url: endpoint.url,
    headers: signedHeaders(signingSecrets(endpoint, sentAt), { id: delivery.messageId, body }, sentAt),
    body,
    timeoutMs: Math.min(ctx.config.WEBHOOK_TIMEOUT_MS, LEASE_SECONDS * 1000 - RECORDING_MARGIN_MS),
    maxResponseBytes: MAX_RESPONSE_BYTES,
    excerptBytes: WEBHOOK_EXCERPT_BYTES,
    allowPrivate: ctx.config.WEBHOOKS_ALLOW_PRIVATE,
  });
  const at = now();
  // Most answers change the delivery alone (a success on an endpoint not failing): one statement, no transaction.
  const alone = answer.ok && !endpoint.failingSince;
  const outcome = await whileDatabaseAway(
    () =>
      alone
        ? recordAttempt(ctx.jobs, db, job, endpoint, answer, at)
        : db.$transaction((tx) => recordAttempt(ctx.jobs, tx as Db, job, endpoint, answer, at)),
    RECORDING_PATIENCE_MS,
  );
  const failingLongEnough = endpoint.failingSince && at.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
  if ((outcome === 'waiting' || outcome === 'failed') && failingLongEnough) await disableFailingEndpoints(ctx, at, endpoint.id);
  return outcome;
}

/**
 * The attempt's answer on its delivery and endpoint, and the next attempt queued when one is due — all or nothing.
 * Recorded only over the attempt before it (another run that recorded this attempt first wins). The endpoint's
 * failing-since changes only when the answer changes it, as read before the attempt (a success clears it, the first
 * failure sets it; each update names the state it changes, so attempts side by side agree).
 */
async function recordAttempt(
  jobs: JobQueue,
  tx: Db,
  job: DeliveryAttempt,
  endpoint: { id: string; failingSince: Date | null },
  answer: WebhookAnswer,
  at: Date,
) {
  const delay = answer.ok ? null : webhookRetryDelaySeconds(job.attempt);
  const next = delay === null ? null : new Date(at.getTime() + delay * 1000);
  const outcome = answer.ok ? 'delivered' : next ? 'waiting' : 'failed';
  const { count } = await tx.webhookDelivery.updateMany({
    where: { id: job.deliveryId, status: 'pending', attempts: job.attempt - 1 },
    data: {
      attempts: job.attempt,
      lastAttemptAt: at,
      responseStatus: answer.status,
      durationMs: answer.durationMs,
      responseExcerpt: answer.excerpt,
      error: answer.error,
      status: outcome === 'waiting' ? 'pending' : outcome,
      ...(answer.ok ? { deliveredAt: at } : {}),
      ...(next ? { nextAttemptAt: next } : {}),
    },
  });
  if (!count) return 'skipped' as const;
  if (next) await queueDeliveryAttempt(jobs, tx, { ...job, attempt: job.attempt + 1 }, { startAfter: next });
  if (answer.ok && endpoint.failingSince)
    await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
  if (!answer.ok && !endpoint.failingSince)
    await tx.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: at } });
  return outcome;
}

/**
 * `write` again while the database is out of reach, backing off, for at most `giveUpMs`: a transaction cut off rolled
 * back, and one whose commit's answer was lost finds its attempt recorded (recordAttempt answers 'skipped').
 */
async function whileDatabaseAway<T>(write: () => Promise<T>, giveUpMs: number): Promise<T> {
  const giveUpAt = Date.now() + giveUpMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
