import { z } from 'zod';
import { rightLinkGuess, takeLinkGuess } from '../../auth/link-guesses.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { formatAddress } from '../../rules/address.ts';
import { CUSTOMER_CONFIRMABLE_STATUSES, customerCanConfirm } from '../../rules/job-status.ts';
import { optionalText } from '../fields.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { queueWebhookEvents } from '../webhooks/queue-webhook-events.ts';
import { audienceOf, publishScheduleChange } from './schedule-events.ts';

// The customer's confirmation link, no sign-in: the token in the SMS is the only
// credential. Opening the link only shows the booking (getBooking); the customer's press of Confirm — a POST, or
// the documented JSON GET of native clients — confirms it (confirmJobByToken), once.

export const publicConfirmMessages = {
  confirmed: 'Thank you: your booking is confirmed.',
  invalid: 'This confirmation link is not valid. Please contact the business that sent it.',
  alreadyConfirmed: 'This booking has already been confirmed.',
  unavailable: 'This booking can no longer be confirmed online. Please contact the business that sent it.',
  anotherTime: 'Thank you: we have let the business know you would like another time. They will be in touch.',
} as const;

/** What the customer may write when asking for another time. */
const anotherTimeSchema = z.object({ note: optionalText('Note', 500) });

/** What the link holder sees of a job: the business, the title, the visit (in the business's zone) and where. */
export interface PublicBooking {
  title: string;
  businessName: string;
  scheduledAt: Date | null;
  timeZone: string;
  /** The customer's address, one line; null when the job has none. */
  address: string | null;
  /** How to reach the business (its phone and email in Settings), null where it has none. */
  businessPhone: string | null;
  businessEmail: string | null;
  /** Confirm applies: the booking is new or scheduled and not confirmed yet (customerCanConfirm). */
  canConfirm: boolean;
  confirmedAt: Date | null;
  /** When the customer asked for another time through the link; null when they have not. */
  rescheduleRequestedAt: Date | null;
  /** Why Confirm does not apply (already confirmed, or no longer open to confirming); null while it does. */
  message: string | null;
}

export interface PublicConfirmation extends PublicBooking {
  message: string;
}

const isToken = (token: string) => /^[\w-]{16,128}$/.test(token);

const bookingSelect = {
  id: true,
  orgId: true,
  createdById: true,
  technicians: { select: { userId: true } },
  title: true,
  status: true,
  scheduledAt: true,
  confirmedAt: true,
  rescheduleRequestedAt: true,
  customer: { select: { street: true, suburb: true, state: true, postcode: true } },
  org: { select: { name: true, phone: true, email: true, ...TIME_ZONE_COLUMN } },
} as const;

async function findBooking(ctx: Context, token: string) {
  if (!isToken(token)) throw notFound(publicConfirmMessages.invalid);
  const job = await bySecret(ctx).job.findUnique({ where: { confirmationToken: token }, select: bookingSelect });
  if (!job) throw notFound(publicConfirmMessages.invalid);
  await rightLinkGuess(ctx);
  return job;
}

/** Why a booking cannot be confirmed: it already is (by the customer or the office), or it is no longer open to it. */
const refusalOf = (job: { status: string; confirmedAt: Date | null }) =>
  job.confirmedAt || job.status === 'confirmed' ? publicConfirmMessages.alreadyConfirmed : publicConfirmMessages.unavailable;

function bookingOf(job: Awaited<ReturnType<typeof findBooking>>): PublicBooking {
  const canConfirm = customerCanConfirm(job.status, job.confirmedAt);
  return {
    title: job.title,
    businessName: job.org.name,
    businessPhone: job.org.phone?.trim() || null,
    businessEmail: job.org.email?.trim() || null,
    scheduledAt: job.scheduledAt,
    timeZone: job.org.timeZone,
    address: (job.customer && formatAddress(job.customer)) || null,
    canConfirm,
    confirmedAt: job.confirmedAt,
    rescheduleRequestedAt: job.rescheduleRequestedAt,
    message: canConfirm ? null : refusalOf(job),
  };
}

/** The booking behind a confirmation link, changing nothing (GET /api/public/bookings/{token}, publicBooking). */
export async function getBooking(ctx: Context, token: string): Promise<PublicBooking> {
  await takeLinkGuess(ctx);
  return bookingOf(await findBooking(ctx, token));
}

/**
 * Confirms the job behind the link: a new or scheduled job becomes confirmed, once (one conditional update, so two presses
 * confirm once). An unknown token is 404; a booking already confirmed, or no longer open to confirming, is 409 with its own message.
 */
export async function confirmJobByToken(ctx: Context, token: string): Promise<PublicConfirmation> {
  // A guess at the token counts before the update; finding the booking afterwards gives it back.
  await takeLinkGuess(ctx);
  if (!isToken(token)) throw notFound(publicConfirmMessages.invalid);
  const db = bySecret(ctx);
  // The confirmation and the organisation's job.updated webhooks are one transaction.
  const { count } = await db.$transaction(async (tx) => {
    const confirmed = await tx.job.findFirst({
      where: { confirmationToken: token, status: { in: [...CUSTOMER_CONFIRMABLE_STATUSES] }, confirmedAt: null },
      select: { id: true, orgId: true },
    });
    if (!confirmed) return { count: 0 };
    const { count } = await tx.job.updateMany({
      where: { id: confirmed.id, status: { in: [...CUSTOMER_CONFIRMABLE_STATUSES] }, confirmedAt: null },
      data: { status: 'confirmed', confirmedAt: new Date(), rescheduleRequestedAt: null },
    });
    if (count) await queueWebhookEvents(ctx.jobs, tx as Db, confirmed.orgId, [{ type: 'job.updated', id: confirmed.id }]);
    return { count };
  });
  const job = await findBooking(ctx, token);
  if (count === 1) {
    const audience = audienceOf(job);
    publishScheduleChange(ctx, { orgId: job.orgId, jobId: job.id, kind: 'STATUS_CHANGED', before: audience, after: audience });
    return { ...bookingOf(job), message: publicConfirmMessages.confirmed };
  }
  throw new AppError('CONFLICT', refusalOf(job));
}

/**
 * The customer asks for another time instead of confirming (the service board shows "asked for another time"): the
 * job keeps its status, unconfirmed, the request and its note are recorded (a second request replaces the first). Same
 * refusals as confirming: 404 for an unknown token, 409 once confirmed or no longer open to confirming.
 */
export async function requestAnotherTime(ctx: Context, token: string, input: unknown): Promise<PublicConfirmation> {
  const { note } = parseInput(anotherTimeSchema, input);
  await takeLinkGuess(ctx);
  if (!isToken(token)) throw notFound(publicConfirmMessages.invalid);
  const db = bySecret(ctx);
  const { count } = await db.$transaction(async (tx) => {
    const open = await tx.job.findFirst({
      where: { confirmationToken: token, status: { in: [...CUSTOMER_CONFIRMABLE_STATUSES] }, confirmedAt: null },
      select: { id: true, orgId: true },
    });
    if (!open) return { count: 0 };
    const { count } = await tx.job.updateMany({
      where: { id: open.id, status: { in: [...CUSTOMER_CONFIRMABLE_STATUSES] }, confirmedAt: null },
      data: { rescheduleRequestedAt: new Date(), rescheduleNote: note ?? null },
    });
    if (count) await queueWebhookEvents(ctx.jobs, tx as Db, open.orgId, [{ type: 'job.updated', id: open.id }]);
    return { count };
  });
  const job = await findBooking(ctx, token);
  if (count === 1) {
    const audience = audienceOf(job);
    publishScheduleChange(ctx, { orgId: job.orgId, jobId: job.id, kind: 'UPDATED', before: audience, after: audience });
    return { ...bookingOf(job), message: publicConfirmMessages.anotherTime };
  }
  throw new AppError('CONFLICT', refusalOf(job));
}
