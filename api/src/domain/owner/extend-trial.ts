import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { OWNER_ACTIONS } from '../../rules/owner-actions.ts';
import { recordSubscriptionChange } from '../billing/record-subscription-change.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';
import { extendTrialSchema, organisationIdSchema } from './schemas.ts';

const DAY_MS = 86_400_000;
const STATUS_WORDS = { active: 'active', past_due: 'past due', canceled: 'canceled', trial: 'on trial' } as const;

/**
 * The owner extends an organisation's trial by 1 to 90 days: from its trial end, or from now when the trial has
 * already ended. Only a trial: a paying or canceled subscription is refused. The trial's end and the period's end
 * move together, the subscription history records it, and the audit log says so (the organisation's admin reads it
 * on the billing page) — all in one transaction.
 */
export async function extendTrial(ctx: Context, orgId: unknown, input: unknown, now: Date = new Date()) {
  const owner = requireAbility(ctx, 'manageOrganisations');
  const id = parseInput(organisationIdSchema, orgId);
  const { days } = parseInput(extendTrialSchema, input);
  return ownerScope(ctx).$transaction(async (tx) => {
    const org = await tx.organization.findUnique({ where: { id }, select: { id: true, subscription: true } });
    if (!org) throw notFound('Organisation not found');
    const sub = org.subscription;
    if (!sub) throw new AppError('CONFLICT', 'This organisation has no subscription: there is no trial to extend');
    if (sub.status !== 'trial') {
      throw new AppError('CONFLICT', `Only a trial can be extended: this organisation's subscription is ${STATUS_WORDS[sub.status]}`);
    }
    const from = sub.trialEnd && sub.trialEnd > now ? sub.trialEnd : now;
    const trialEnd = new Date(from.getTime() + days * DAY_MS);
    await tx.subscription.update({ where: { orgId: id }, data: { trialEnd, currentPeriodEnd: trialEnd } });
    await recordSubscriptionChange(tx, id, now);
    await recordAudit(tx, {
      actor: { type: 'owner', id: owner.userId },
      action: OWNER_ACTIONS.extendTrial,
      entity: 'subscription',
      entityId: sub.id,
      orgId: id,
      data: { days, from: sub.trialEnd?.toISOString() ?? null, to: trialEnd.toISOString() },
      ip: ctx.meta.ip,
    });
    return { orgId: id, trialEnd };
  });
}
