import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/password.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { effectivePlan, nextPlanForUsers, userQuotaMessage } from '../../rules/plans.ts';
import { assertEmailFree, rethrowEmailTaken } from '../accounts/email-taken.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { type MemberOf, type MemberQuery, memberRead } from './member-query.ts';
import { addMemberSchema } from './schemas.ts';
import { sendInvite } from './send-invite.ts';
import { assertMayManage, lockTeam } from './team-guards.ts';

/**
 * The plan's user quota (Solo 1, Pro 5, Enterprise 12; a trial counts as Pro). Beyond it the answer is the spec's
 * 402: code SUBSCRIPTION_REQUIRED (the code the native wrappers and the web turn into the upgrade modal), the
 * message, and the action.
 */
async function assertRoomForAnother(tx: Prisma.TransactionClient) {
  const subscription = await tx.subscription.findFirst({ select: { status: true, planId: true, currentPeriodEnd: true } });
  const used = await tx.user.count();
  const plan = effectivePlan(subscription);
  if (used < plan.users) return;
  const action = nextPlanForUsers(plan.id) ? { label: 'Upgrade Now', url: '/subscription' } : { label: 'Contact Support', url: '/support' };
  throw new AppError('SUBSCRIPTION_REQUIRED', userQuotaMessage(plan), { action });
}

/**
 * Admin and manager add a member with a name, email, role and colour. With a password they can sign in at once;
 * without one they are sent an invite link to choose it, and the link comes back to the caller too. Answers the
 * member read with the caller's selection.
 */
export async function addMember<Q extends MemberQuery = typeof memberRead>(
  ctx: Context,
  input: unknown,
  query = memberRead as Q,
): Promise<{ member: MemberOf<Q>; inviteUrl: string | null }> {
  const viewer = requireAbility(ctx, 'manageTeam');
  await requireActiveSubscription(ctx);
  const { password, ...data } = parseInput(addMemberSchema, input);
  assertMayManage(viewer, [data.role]);
  await assertEmailFree(ctx, data.email);
  const passwordHash = password ? await hashPassword(password) : null;
  return ctx.db.$transaction(async (tx) => {
    const org = await lockTeam(tx, viewer.orgId);
    await assertRoomForAnother(tx);
    // The id is chosen here, so the invite knows whom it is for whatever the caller selected.
    const id = randomUUID();
    const member = await tx.user.create({ ...query, data: { ...data, id, orgId: viewer.orgId, passwordHash } }).catch(rethrowEmailTaken);
    const invited = { id, name: data.name, email: data.email };
    const inviteUrl = passwordHash
      ? null
      : await sendInvite(tx, ctx, { org: { id: viewer.orgId, name: org.name }, member: invited, sentBy: viewer });
    return { member: member as MemberOf<Q>, inviteUrl };
  });
}
