import { z } from 'zod';
import { backgroundScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { sendBookingConfirmationSms } from './send-job-sms.ts';

/**
 * The confirmation text of one visit booked from the service board (with "text each customer"), sent after the
 * booking commits: its job is sent in the booking's transaction, keyed by the visit's job id, so each booked visit
 * is texted once at most. SMS is at most once (docs/messaging.md → Delivery and crashes): the message is recorded
 * before Twilio is asked, and a provider failure is recorded (credits back), not tried again. What the text cannot be
 * sent for (the customer confirmed meanwhile, no mobile, no credits left) ends the job: the booking stands.
 */
export const bookingSmsJob = defineJobKind({
  name: 'messaging.booking-sms',
  payload: z.object({ orgId: z.string(), jobId: z.string(), sentById: z.string().nullable() }),
  concurrency: 5,
  perOrganisation: 2,
  async run({ orgId, jobId, sentById }, ctx) {
    const db = backgroundScope(ctx).forOrganisation(orgId);
    // A confirmation recorded already (an earlier run got as far as the outbox, and perhaps the provider; or a person
    // pressed Send meanwhile): never a second text.
    if (await db.outgoingMessage.findFirst({ where: { jobId, channel: 'sms', reminderKey: null }, select: { id: true } })) return;
    try {
      await sendBookingConfirmationSms({ db, config: ctx.config }, orgId, jobId, sentById);
    } catch (err) {
      if (err instanceof AppError) return ctx.log(`not texted: ${err.message}`);
      throw err;
    }
  },
});
