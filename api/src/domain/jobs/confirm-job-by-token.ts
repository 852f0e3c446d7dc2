import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, notFound } from '../../errors.ts';
import { audienceOf, publishScheduleChange } from '../schedule/schedule-changes.ts';

export const publicConfirmMessages = {
  confirmed: 'Thank you: your booking is confirmed.',
  invalid: 'This confirmation link is not valid. Please contact the business that sent it.',
  alreadyConfirmed: 'This booking has already been confirmed.',
  unavailable: 'This booking can no longer be confirmed online. Please contact the business that sent it.',
} as const;

export interface PublicConfirmation {
  message: string;
  title: string;
  scheduledAt: Date | null;
  businessName: string;
  timeZone: string;
}

/**
 * The customer's confirmation link (GET /api/public/jobs/confirm?token=…), no sign-in: a new job with this token
 * becomes confirmed, once. An unknown token, a booking already confirmed, and one that is no longer new each get
 * their own clear answer. Only the title, the visit time and the business name are shown to the link holder.
 */
export async function confirmJobByToken(ctx: Context, token: string): Promise<PublicConfirmation> {
  if (!/^[\w-]{16,128}$/.test(token)) throw notFound(publicConfirmMessages.invalid);
  const db = bySecret(ctx);
  const { count } = await db.job.updateMany({
    where: { confirmationToken: token, status: 'new', confirmedAt: null },
    data: { status: 'confirmed', confirmedAt: new Date() },
  });
  const job = await db.job.findUnique({
    where: { confirmationToken: token },
    select: {
      id: true,
      orgId: true,
      createdById: true,
      technicians: { select: { userId: true } },
      title: true,
      status: true,
      scheduledAt: true,
      confirmedAt: true,
      org: { select: { name: true, timeZone: true } },
    },
  });
  if (!job) throw notFound(publicConfirmMessages.invalid);
  const answer = { title: job.title, scheduledAt: job.scheduledAt, businessName: job.org.name, timeZone: job.org.timeZone };
  if (count === 1) {
    const audience = audienceOf(job);
    publishScheduleChange(ctx, { orgId: job.orgId, jobId: job.id, kind: 'STATUS_CHANGED', before: audience, after: audience });
    return { message: publicConfirmMessages.confirmed, ...answer };
  }
  throw new AppError('CONFLICT', job.confirmedAt ? publicConfirmMessages.alreadyConfirmed : publicConfirmMessages.unavailable);
}
