import { z } from 'zod';
import { backgroundScope } from '../../db/cross-organisation.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { deliverEmail, STALE_CLAIM_MS } from './deliver-email.ts';

/**
 * An email recorded in the outbox, delivered after the transaction that recorded it commits (docs/messaging.md →
 * Delivery and crashes). Keyed by the message id, so one message has one job. A passing failure (the mail server
 * unreachable, or answering 4xx) is tried again with back-off for about an hour; a permanent one, or the last try,
 * marks the message failed and gives its credit back, once. The claim in deliverEmail makes a job that runs twice
 * (at least once) send once, unless the process died between the server's acceptance and the record.
 */
export const emailDeliveryJob = defineJobKind({
  name: 'messaging.email',
  payload: z.object({ messageId: z.uuid(), orgId: z.string().optional() }),
  // 8 tries: waits of about 30 s, 1, 2, 4, 8, 16, 30 and 30 minutes (half fixed, half jitter: retry-policy.ts).
  retry: { maxTries: 8, baseDelayMs: 30_000, maxDelayMs: 30 * 60_000 },
  // Longer than nodemailer gives a stalled connection; a run cut short meets its own fresh claim and waits.
  expireInSeconds: 15 * 60,
  concurrency: 10,
  perOrganisation: 3,
  async run({ messageId, orgId }, ctx) {
    const scope = backgroundScope(ctx);
    const db = orgId ? scope.forOrganisation(orgId) : scope.find;
    const outcome = await deliverEmail({ db, config: ctx.config, storage: ctx.storage }, messageId, {
      lastTry: ctx.attempt >= emailDeliveryJob.retry.maxTries,
    });
    if (outcome === 'retry') {
      const { error } = await db.outgoingMessage.findUniqueOrThrow({ where: { id: messageId }, select: { error: true } });
      throw new Error(`the mail server did not take it yet: ${error}`);
    }
    if (outcome !== 'skipped') return;
    // Not ours to send: done (sent or failed), gone, or claimed by a sender that is live (or stopped less than
    // STALE_CLAIM_MS ago): that one is looked at again on the next try.
    const message = await db.outgoingMessage.findUnique({ where: { id: messageId }, select: { status: true } });
    if (message?.status === 'queued')
      throw new Error(`another process is sending it (a claim is taken again after ${STALE_CLAIM_MS / 60_000} minutes)`);
  },
});

/**
 * How long the back-up job of an email delivered at once (outside a transaction) waits: by then the request has
 * sent it or recorded its failure, or its process stopped and the claim is stale (then the job sends it).
 */
export const BACKUP_DELAY_SECONDS = STALE_CLAIM_MS / 1000;
