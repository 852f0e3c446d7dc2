import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { notFound, parseInput } from '../../errors.ts';
import { OWNER_ACTIONS } from '../../rules/owner-actions.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';
import { grantCreditsSchema, grantProductId, organisationIdSchema } from './schemas.ts';

/**
 * The owner gives an organisation 1 to 10,000 SMS or email credits: a credit pack priced 0 (never revenue) under the
 * product id owner-grant-sms or owner-grant-email, spent like any pack. Recorded in the audit log in the same
 * transaction (the organisation's admin reads it on the billing page).
 */
export async function grantCredits(ctx: Context, orgId: unknown, input: unknown, now: Date = new Date()) {
  const owner = requireAbility(ctx, 'manageOrganisations');
  const id = parseInput(organisationIdSchema, orgId);
  const { channel, quantity } = parseInput(grantCreditsSchema, input);
  return ownerScope(ctx).$transaction(async (tx) => {
    const org = await tx.organization.findUnique({ where: { id }, select: { id: true } });
    if (!org) throw notFound('Organisation not found');
    const pack = await tx.creditPack.create({
      data: {
        orgId: id,
        type: channel,
        productId: grantProductId(channel),
        quantity,
        remaining: quantity,
        priceCents: 0,
        purchasedAt: now,
      },
    });
    await recordAudit(tx, {
      actor: { type: 'owner', id: owner.userId },
      action: OWNER_ACTIONS.grantCredits,
      entity: 'credit_pack',
      entityId: pack.id,
      orgId: id,
      data: { channel, quantity },
      ip: ctx.meta.ip,
    });
    return { orgId: id, packId: pack.id, channel, quantity };
  });
}
