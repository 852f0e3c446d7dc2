import type { Context } from '../../context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { TAX_DETAILS_SETTINGS_PATH } from '../../rules/tax-details.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { PAYMENT_DETAIL_LABELS, type PaymentDetail, type PaymentDetailChanges } from './payment-detail-changes.ts';

export const paymentDetailsChangedEmail = (args: {
  by: string;
  organisation: string;
  at: string;
  changes: PaymentDetailChanges;
  settingsUrl: string;
}) => ({
  subject: 'The payment details on your invoices were changed',
  text: [
    `${args.by} changed the payment details printed on ${args.organisation}'s invoices (${args.at}):`,
    '',
    ...Object.entries(args.changes).map(
      ([detail, change]) => `${PAYMENT_DETAIL_LABELS[detail as PaymentDetail]}: ${change.from ?? 'none'} → ${change.to ?? 'none'}`,
    ),
    '',
    'If you expected this, there is nothing to do. If not, put them back now and find out who changed them: whoever can change these details can send your customers’ payments somewhere else.',
    'Every admin of the business gets this email.',
    '',
    `Check them in Settings: ${args.settingsUrl}`,
  ].join('\n'),
});

/**
 * Tell every admin of the organisation that its payment details changed (whoever changed them, an admin included).
 * Called by a job once the change has committed, and uncounted, as account mail: a security notice for the admins,
 * kept out of the organisation's Messages tab. Recorded in a transaction of its own, with each email's delivery job.
 */
export async function emailPaymentDetailsChange(
  ctx: Pick<Context, 'db' | 'config' | 'storage'> & { jobs: Pick<JobQueue, 'send'> },
  change: { orgId: string; organisation: string; timeZone: string; by: string; changes: PaymentDetailChanges; at: Date },
): Promise<void> {
  const admins = await ctx.db.user.findMany({ where: { role: 'admin' }, select: { email: true } });
  if (!admins.length) return;
  const email = paymentDetailsChangedEmail({
    by: change.by,
    organisation: change.organisation,
    at: formatDateTime(change.at, change.timeZone),
    changes: change.changes,
    settingsUrl: publicLink(ctx.config, TAX_DETAILS_SETTINGS_PATH),
  });
  await ctx.db.$transaction((tx) =>
    sendOrganisationEmail({ db: tx, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, change.orgId, {
      to: admins.map((a) => a.email),
      ...email,
      accountMail: true,
    }),
  );
}
