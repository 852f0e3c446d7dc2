import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

export const INVITE_DAYS = 7;

/** The page where an invited member chooses a password (web/src/features/members/AcceptInvitePage.tsx). */
export const invitePath = (token: string) => `/auth/invite/${token}`;

interface InviteFor {
  org: { id: string; name: string };
  member: { id: string; name: string; email: string };
  sentBy: { userId: string; name: string };
}

/**
 * A single-use link (a random 256-bit token, stored only as its hash, valid 7 days) by email, through the one email
 * function (not counted, never listed in the Messages tab, the link kept out of the stored copy). Any earlier
 * pending invite of the member stops working. Answers the link's path, shown once to the admin who asked so they
 * may pass it on by hand; it is stored nowhere.
 */
export async function sendInvite(
  tx: Prisma.TransactionClient,
  { config, jobs }: Pick<Context, 'config' | 'jobs'>,
  { org, member, sentBy }: InviteFor,
): Promise<string> {
  const path = await createInviteLink(tx, { orgId: org.id, userId: member.id });
  const link = publicLink(config, path);
  await sendOrganisationEmail({ db: tx, config, jobs }, org.id, {
    to: member.email,
    subject: `You're invited to join ${org.name} on Spanner`,
    text: [
      `Hi ${member.name},`,
      '',
      `${sentBy.name} has added you to ${org.name} on Spanner. Choose your password to sign in:`,
      '',
      link,
      '',
      `The link works once and expires in ${INVITE_DAYS} days.`,
    ].join('\n'),
    sentById: sentBy.userId,
    secrets: [link],
    accountMail: true,
  });
  return path;
}

/** A fresh single-use set-password link for a member; any earlier pending link of theirs stops working. */
export async function createInviteLink(tx: Prisma.TransactionClient, member: { orgId: string; userId: string }): Promise<string> {
  const token = newToken();
  await tx.memberInvite.deleteMany({ where: { userId: member.userId, acceptedAt: null } });
  await tx.memberInvite.create({
    data: {
      orgId: member.orgId,
      userId: member.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
    },
  });
  return invitePath(token);
}
