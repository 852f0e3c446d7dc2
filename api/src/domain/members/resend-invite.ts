import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { type MemberOf, type MemberQuery, memberRead } from './member-query.ts';
import { sendInvite } from './send-invite.ts';
import { assertMayManage, findMember, lockTeam } from './team-guards.ts';

/**
 * A fresh invite link for a member who has not chosen a password yet (the earlier link stops working). Answers the
 * member read with the caller's selection, and the link.
 */
export async function resendInvite<Q extends MemberQuery = typeof memberRead>(
  ctx: Context,
  id: string,
  query = memberRead as Q,
): Promise<{ member: MemberOf<Q>; inviteUrl: string }> {
  const viewer = requireAbility(ctx, 'manageTeam');
  await requireActiveSubscription(ctx);
  return ctx.db.$transaction(async (tx) => {
    const org = await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, id);
    assertMayManage(viewer, [member.role]);
    if (member.passwordHash) throw new AppError('BAD_REQUEST', `${member.name} has already set a password`);
    const inviteUrl = await sendInvite(tx, ctx, { org: { id: viewer.orgId, name: org.name }, member, sentBy: viewer });
    const read = (await tx.user.findFirstOrThrow({ ...query, where: { id: member.id } })) as MemberOf<Q>;
    return { member: read, inviteUrl };
  });
}
