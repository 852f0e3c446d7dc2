import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { smsFor, TWILIO_STATUS_PATH } from '../../integrations/sms/index.ts';
import { smsSegments } from '../../rules/sms.ts';
import { refundUsage } from '../billing/record-usage.ts';
import { chargeAndRecord, readCharges, storeCharges } from './charge-credits.ts';
import { messageRead } from './list-messages.ts';
import { publicLink } from './public-link.ts';

export const SMS_FAILED = 'Failed to send SMS';

export interface SmsServices {
  /** The organisation's tenant client. */
  db: Db;
  config: Config;
}

export interface OrganisationSms {
  /** E.164, already normalised (rules/sms.ts). */
  to: string;
  body: string;
  about?: { jobId?: string; invoiceId?: string };
  sentById?: string | null;
  /** An appointment reminder's visit: a second reminder for the same visit is never recorded or charged. */
  reminderKey?: string;
}

/**
 * The one way Spanner sends an SMS for an organisation. Counted per segment against the plan's allowance, then
 * pack credits (402 QUOTA_EXCEEDED when both are gone, nothing recorded), and recorded in the outbox in the same
 * transaction (a record refused takes its charge back with it); handed to the provider (Twilio, or the local outbox)
 * outside any transaction. A provider failure marks the message failed,
 * gives the credits back and answers 502 'Failed to send SMS'. Delivery status arrives later by callback.
 */
export async function sendOrganisationSms(services: SmsServices, orgId: string, sms: OrganisationSms) {
  const message = await recordOrganisationSms(services, orgId, sms);
  return deliverRecordedSms(services, orgId, message.id);
}

/**
 * Charge and record an SMS in the outbox (queued), without handing it to the provider: inside a caller's transaction
 * it joins that one (a payment reminder recorded under its invoice's lock), and deliverRecordedSms sends it after the
 * commit. 402 QUOTA_EXCEEDED when the allowance and the packs are gone (nothing recorded).
 */
export async function recordOrganisationSms(
  services: { db: Db | Prisma.TransactionClient; config: Config },
  orgId: string,
  sms: OrganisationSms,
) {
  const { db, config } = services;
  const provider = smsFor(config);
  const credits = smsSegments(sms.body);
  const { recorded } = await chargeAndRecord(db, config, { orgId, channel: 'sms', count: credits }, (tx, charges) =>
    tx.outgoingMessage.create({
      data: {
        orgId,
        channel: 'sms',
        to: sms.to,
        body: sms.body,
        status: 'queued',
        provider: provider.name,
        credits,
        charges: storeCharges(charges),
        packId: charges.find((c) => c.packId)?.packId ?? null,
        jobId: sms.about?.jobId ?? null,
        invoiceId: sms.about?.invoiceId ?? null,
        sentById: sms.sentById ?? null,
        reminderKey: sms.reminderKey ?? null,
      },
      select: { id: true },
    }),
  );
  return recorded;
}

/**
 * Hand a recorded (queued) SMS to the provider, outside any transaction. A provider failure marks it failed, gives
 * its credits back and answers 502 'Failed to send SMS'; it is not tried again (SMS is at most once).
 */
export async function deliverRecordedSms(services: SmsServices, orgId: string, messageId: string) {
  const { db, config } = services;
  const provider = smsFor(config);
  const message = await db.outgoingMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: { id: true, to: true, body: true, charges: true },
  });
  try {
    const accepted = await provider.send({
      to: message.to,
      body: message.body,
      statusCallback: provider.name === 'twilio' ? publicLink(config, TWILIO_STATUS_PATH) : undefined,
    });
    return await db.outgoingMessage.update({
      where: { id: message.id },
      data: { status: accepted.status, providerId: accepted.providerId, sentAt: new Date() },
      ...messageRead,
    });
  } catch (err) {
    await refundUsage(db, orgId, 'sms', readCharges(message.charges));
    await db.outgoingMessage.update({
      where: { id: message.id },
      data: { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err), refundedAt: new Date() },
    });
    throw new AppError('DELIVERY_FAILED', SMS_FAILED);
  }
}
