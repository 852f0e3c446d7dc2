import { hashToken, newToken } from '../../../auth/tokens.ts';
import type { Config } from '../../../config.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import type { SupportRole } from '../../../db/generated/enums.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { publicLink } from '../../messaging/public-link.ts';
import { sendOrganisationEmail } from '../../messaging/send-email.ts';

export const STAFF_INVITE_DAYS = 7;

/** The public page of the support portal where an invited person chooses their name and password. */
export const staffInvitePath = (token: string) => `/support-admin/join/${token}`;

const roleName: Record<SupportRole, string> = { support_staff: 'support staff', support_admin: 'support admin' };

/** A fresh single-use token (256 bits, stored only as its hash) valid for 7 days from now. */
export function freshInviteToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + STAFF_INVITE_DAYS * 86_400_000) };
}

/**
 * Spanner's own email (no organisation, never counted) with the join link, kept out of the stored copy; answers the
 * link's path, shown once to the admin who sent it.
 */
export async function emailStaffInvite(
  services: { db: Prisma.TransactionClient; config: Config; jobs: Pick<JobQueue, 'send'> },
  invite: { email: string; role: SupportRole; token: string },
  invitedBy: { name: string },
): Promise<string> {
  const link = staffInvitePath(invite.token);
  const url = publicLink(services.config, link);
  await sendOrganisationEmail(services, null, {
    to: invite.email,
    subject: 'You are invited to the Spanner support team',
    text: [
      'Hi,',
      '',
      `${invitedBy.name} has invited you to join the Spanner support team as ${roleName[invite.role]}. Choose your name and password to join:`,
      '',
      url,
      '',
      `The link works once and expires in ${STAFF_INVITE_DAYS} days.`,
    ].join('\n'),
    counted: false,
    secrets: [url],
    accountMail: true,
  });
  return link;
}
