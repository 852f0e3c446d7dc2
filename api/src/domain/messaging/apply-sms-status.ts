import type { Context } from '../../context.ts';
import { messagingEventScope } from '../../db/cross-organisation.ts';
import type { MessageStatus } from '../../db/generated/enums.ts';
import { AppError } from '../../errors.ts';
import { smsFor } from '../../integrations/sms/index.ts';
import { refundUsage } from '../billing/record-usage.ts';
import { readCharges } from './charge-credits.ts';

export const INVALID_TWILIO_SIGNATURE = 'Invalid Twilio signature';

/** Twilio's MessageStatus values this outbox records; the in-between ones (accepted, sending…) stay queued. */
const STATUS: Record<string, MessageStatus> = { sent: 'sent', delivered: 'delivered', failed: 'failed', undelivered: 'undelivered' };
/** A later report never takes a message back: delivered, failed and undelivered are final. */
const MAY_BECOME: Record<MessageStatus, MessageStatus[]> = {
  queued: ['sent', 'delivered', 'failed', 'undelivered'],
  sent: ['delivered', 'failed', 'undelivered'],
  delivered: [],
  failed: [],
  undelivered: [],
};

/**
 * POST /api/webhooks/twilio/status: Twilio's delivery report for one message, its X-Twilio-Signature verified over
 * the exact URL called and the posted parameters (a forged or altered report is refused with 403 and changes
 * nothing). Updates the message to sent, delivered, failed or undelivered; a message that failed or was not
 * delivered gives its credits back, once.
 */
export async function applySmsStatus(
  ctx: Parameters<typeof messagingEventScope>[0] & Pick<Context, 'config'>,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): Promise<{ received: true }> {
  if (!smsFor(ctx.config).verifyCallback(url, params, signature)) throw new AppError('FORBIDDEN', INVALID_TWILIO_SIGNATURE);
  const next = STATUS[params.MessageStatus ?? params.SmsStatus ?? ''];
  const sid = params.MessageSid ?? params.SmsSid;
  if (!next || !sid) return { received: true };
  const db = messagingEventScope(ctx);
  const message = await db.outgoingMessage.findFirst({
    where: { providerId: sid, channel: 'sms' },
    select: { id: true, orgId: true, status: true, charges: true },
  });
  if (!message) return { received: true };
  const from = (Object.keys(MAY_BECOME) as MessageStatus[]).filter((s) => MAY_BECOME[s].includes(next));
  const failed = next === 'failed' || next === 'undelivered';
  const { count } = await db.outgoingMessage.updateMany({
    where: { id: message.id, status: { in: from } },
    data: {
      status: next,
      ...(failed ? { refundedAt: new Date(), error: params.ErrorCode ? `Twilio error ${params.ErrorCode}`.slice(0, 100) : null } : {}),
    },
  });
  // Only the report that moved the message into failure gives the credits back.
  if (count && failed && message.orgId) {
    const charges = readCharges(message.charges);
    await refundUsage(db, message.orgId, 'sms', charges);
  }
  return { received: true };
}
