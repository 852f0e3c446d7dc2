import { hashToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { inviteTokenSchema } from './schemas.ts';

export const INVITE_USED = 'This invite has already been used. Sign in with your email and password.';

/** The invite a link stands for, while it can still be used; otherwise the reason it cannot. */
export async function usableInvite(db: Db, token: string) {
  const invite = await db.memberInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, name: true, email: true } }, org: { select: { name: true } } },
  });
  if (!invite) throw new AppError('NOT_FOUND', 'This invite link is not valid. Ask your admin to send a new one.');
  if (invite.acceptedAt) throw new AppError('CONFLICT', INVITE_USED);
  if (invite.expiresAt <= new Date()) throw new AppError('BAD_REQUEST', 'This invite link has expired. Ask your admin to send a new one.');
  return invite;
}

/** Who an invite link is for, as the join page greets them. */
export interface InvitePreview {
  name: string;
  email: string;
  orgName: string;
}

/** Public: who an invite link is for (name, email, organisation), so the page can greet them. */
export async function getInvite(ctx: Context, input: unknown): Promise<InvitePreview> {
  const { token } = parseInput(inviteTokenSchema, input);
  const invite = await usableInvite(bySecret(ctx), token);
  return { name: invite.user.name, email: invite.user.email, orgName: invite.org.name };
}
