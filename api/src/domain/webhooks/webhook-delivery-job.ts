import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { WEBHOOK_IN_FLIGHT_PER_ENDPOINT, WEBHOOK_IN_FLIGHT_PER_ORGANISATION } from '../../rules/webhook-events.ts';
import { deliverWebhook } from './deliver-webhook.ts';

// One attempt at one webhook delivery is one job. The delivery row is the record (the owner's delivery log); the job
// only makes the attempt: a write queues the first attempt in its own transaction, an attempt that fails queues the
// next one (WEBHOOK_RETRY_DELAYS_SECONDS) in the transaction that records it, and a resend queues one by hand.

const payload = z.object({
  orgId: z.string().min(1),
  deliveryId: z.string().min(1),
  /** The endpoint it goes to: its lane, so one slow receiver cannot hold all of the organisation's slots. */
  endpointId: z.string().min(1),
  /** Which attempt this job makes (1 = the first): a job whose attempt is already recorded does nothing. */
  attempt: z.number().int().min(1),
});

export type DeliveryAttempt = z.infer<typeof payload>;

/**
 * A job's lease. An attempt is one POST within the receiver's time limit (at most LEASE_SECONDS - 15 s, see
 * deliver-webhook.ts) and a short transaction; a worker killed mid-post leaves its job to run again once this runs out.
 */
export const LEASE_SECONDS = 60;

/** Workers per process: an attempt mostly waits on a receiver, so many run side by side. */
const PER_PROCESS = 25;

export const webhookDeliveryJob = defineJobKind({
  name: 'webhook.deliver',
  payload,
  // More slots per process than one organisation may hold: a backlog to a slow receiver (WEBHOOK_IN_FLIGHT_PER_
  // ORGANISATION at once, across every process) always leaves slots for everyone else's deliveries.
  concurrency: PER_PROCESS,
  perOrganisation: WEBHOOK_IN_FLIGHT_PER_ORGANISATION,
  // Each endpoint a lane: its first delivery overtakes the organisation's backlog to another endpoint, and one
  // endpoint holds at most WEBHOOK_IN_FLIGHT_PER_ENDPOINT of the organisation's slots.
  lanes: { of: (attempt) => attempt.endpointId, perLane: WEBHOOK_IN_FLIGHT_PER_ENDPOINT },
  expireInSeconds: LEASE_SECONDS,
  // The queue's own retries only cover a try that threw (the database away while recording, a crash); a receiver's
  // refusal is an answer, recorded, and its next attempt is a job of its own on the webhook rule.
  retry: { maxTries: 10 },
  // The context carries the queue: a failed attempt queues the next one.
  async run(attempt, ctx) {
    await deliverWebhook(ctx, attempt);
  },
});

/**
 * Queue attempt number `attempt` of a delivery in the transaction `tx` (it exists only if that commits). Keyed by
 * the delivery and the attempt, so an attempt is queued once however often this runs; a resend has a key of its own,
 * so it goes at once even when the same attempt waits for its back-off.
 */
export function queueDeliveryAttempt(
  jobs: JobQueue,
  tx: Db,
  attempt: DeliveryAttempt,
  { startAfter, resend = false }: { startAfter?: Date; resend?: boolean } = {},
) {
  const key = `${attempt.deliveryId}/${attempt.attempt}${resend ? '/resend' : ''}`;
  return jobs.send(webhookDeliveryJob, attempt, { tx, key, startAfter });
}
