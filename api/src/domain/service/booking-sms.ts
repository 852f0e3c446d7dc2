import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { effectivePlan } from '../../rules/plans.ts';
import { jobConfirmationText, normaliseSmsPhone, smsSegments, withConfirmLink } from '../../rules/sms.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { livePacks, monthStart } from '../billing/credits.ts';
import { bookingSmsJob } from '../messaging/booking-sms-job.ts';
import { confirmLink } from '../messaging/send-job-sms.ts';

// One-tap booking by SMS from the service board: each booked visit's customer is texted the proposed time
// with the confirm link — the existing job confirmation SMS (credits, quota, the outbox, delivery status), sent by a job.
// Checked before anything is booked: every customer has a mobile number, and the plan's allowance and the packs
// cover every text (a booking never half-texts its customers for want of credits).

export const bookingSmsMessages = {
  noPhone: (names: string[]) => `No mobile number to text for ${names.join(', ')}: add one, or book without SMS`,
  noCredits: (needed: number, left: number) =>
    `Not enough SMS credits to text every customer: ${needed} needed, ${left} left. Buy an SMS pack, or book without SMS`,
} as const;

/** The customers of the visits have mobile numbers; the SMS credits the texts will take (a confirm link is ~40 characters). */
export async function bookingSmsRecipients(
  ctx: Context,
  visits: readonly { customerId: string; scheduledAt: Date; units: { name: string }[] }[],
): Promise<{ credits: number }> {
  const ids = [...new Set(visits.map((v) => v.customerId))];
  const [customers, org] = await Promise.all([
    ctx.db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, contactName: true, phone: true } }),
    ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } }),
  ]);
  const byId = new Map(customers.map((c) => [c.id, c]));
  const missing = customers.filter((c) => !c.phone || !normaliseSmsPhone(c.phone)).map((c) => c.name);
  if (missing.length) throw new AppError('VALIDATION', bookingSmsMessages.noPhone(missing));
  const sampleLink = confirmLink(ctx.config.PUBLIC_URL, 'x'.repeat(32));
  let credits = 0;
  for (const visit of visits) {
    const customer = byId.get(visit.customerId);
    const text = jobConfirmationText({
      businessName: org.name,
      title: `Service: ${visit.units.map((u) => u.name).join(', ')}`.slice(0, 200),
      contactName: customer?.contactName ?? customer?.name,
      when: formatDateTime(visit.scheduledAt, org.timeZone),
    });
    credits += smsSegments(withConfirmLink(text, sampleLink));
  }
  return { credits };
}

/** SMS credits left now: the plan's allowance this period and the live packs. */
export async function smsCreditsLeft(ctx: Context): Promise<number> {
  const subscription = await ctx.db.subscription.findFirst({
    select: { status: true, planId: true, currentPeriodEnd: true, currentPeriodStart: true },
  });
  const quota = effectivePlan(subscription).sms;
  const periodStart = subscription?.currentPeriodStart ?? monthStart();
  const [counter, packs] = await Promise.all([
    ctx.db.usageCounter.findFirst({ where: { channel: 'sms', periodStart }, select: { used: true } }),
    ctx.db.creditPack.aggregate({ where: { type: 'sms', ...livePacks(ctx.config) }, _sum: { remaining: true } }),
  ]);
  return Math.max(0, quota - (counter?.used ?? 0)) + (packs._sum.remaining ?? 0);
}

/** Refuses (402, before anything is booked) when the allowance and packs cannot cover `credits`. */
export async function requireSmsAllowance(ctx: Context, _orgId: string, credits: number): Promise<void> {
  const left = await smsCreditsLeft(ctx);
  if (left < credits)
    throw new AppError('QUOTA_EXCEEDED', bookingSmsMessages.noCredits(credits, left), {
      action: { label: 'Buy Credits', url: '/settings?tab=usage' },
    });
}

/**
 * Queues each booked job's confirmation text, in the booking's transaction: sent by its job once the booking has
 * committed (messaging/booking-sms-job.ts), each visit at most once; a failed send is in the outbox, the booking stands.
 */
export async function queueBookingSms(
  ctx: Pick<Context, 'jobs'>,
  tx: Prisma.TransactionClient,
  booking: { orgId: string; sentById: string },
  jobIds: readonly string[],
): Promise<void> {
  for (const jobId of jobIds)
    await ctx.jobs.send(bookingSmsJob, { orgId: booking.orgId, jobId, sentById: booking.sentById }, { tx, key: jobId });
}
