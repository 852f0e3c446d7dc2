import { hashPassword } from '../../auth/password.ts';
import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { type AuthMode, startSession } from '../accounts/start-session.ts';
import { INVITE_USED, usableInvite } from './get-invite.ts';
import { getMember } from './get-member.ts';
import { type MemberQuery, signedInRead } from './member-query.ts';
import { acceptInviteSchema } from './schemas.ts';

/**
 * Public: an invited member chooses a password through their link (once) and is signed in. Answers the member read
 * with the caller's selection, their organisation, the cookie to set and, in token mode, their tokens.
 */
export async function acceptInvite<Q extends MemberQuery = typeof signedInRead>(
  ctx: Context,
  input: unknown,
  mode: AuthMode,
  query = signedInRead as Q,
) {
  const { token, password } = parseInput(acceptInviteSchema, input);
  const db = bySecret(ctx);
  const invite = await usableInvite(db, token);
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    // Spend the link atomically: of two requests with the same link, only one gets here.
    const spent = await tx.memberInvite.updateMany({
      where: { id: invite.id, acceptedAt: null, expiresAt: { gt: new Date() } },
      data: { acceptedAt: new Date() },
    });
    if (spent.count === 0) throw new AppError('CONFLICT', INVITE_USED);
    await tx.user.update({ where: { id: invite.userId }, data: { passwordHash } });
  });
  const session = await startSession(ctx, invite.userId, mode);
  // Signed in now: the member is read in their organisation's scope.
  const user = await getMember(ctx, invite.userId, query);
  return { user, orgId: invite.orgId, ...session };
}
