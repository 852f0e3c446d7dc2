import type { Context } from '../../context.ts';
import { supportScope } from '../../db/cross-organisation.ts';
import { forbidden } from '../../errors.ts';
import { type Ability, can, requireAbility, sessionsFor } from '../policy.ts';
import { recordAudit } from './audit.ts';

/**
 * A support staff member tried something their role does not allow (a support_staff account calling the Admin
 * Console over REST or GraphQL): the attempt is written to the audit log, then refused with 403. The entry is its
 * own write, since the refused call changes nothing. Callers without a staff session are not staff actions and are
 * refused as before, unrecorded.
 */
export async function refuseStaffAction(ctx: Context, attempted: string): Promise<never> {
  const staff = ctx.staff;
  if (staff) {
    await recordAudit(supportScope(ctx), {
      actor: { type: 'support_staff', id: staff.staffId },
      action: 'staff.refused',
      entity: 'support_staff',
      entityId: staff.staffId,
      data: { attempted, role: staff.role },
      ip: ctx.meta.ip ?? null,
    });
  }
  throw forbidden();
}

/** Whether the caller is a staff member lacking an ability staff can hold (whose attempt is recorded before the refusal). */
export const staffLacks = (ctx: Pick<Context, 'user' | 'staff'>, ability: Ability): boolean =>
  !!ctx.staff && sessionsFor(ability).includes('staff') && !can(ctx, ability);

/** requireAbility for a call as the transports make it: a staff member refused is written to the audit log first. */
export async function requireAbilityAudited(ctx: Context, ability: Ability, attempted: string): Promise<void> {
  if (staffLacks(ctx, ability)) await refuseStaffAction(ctx, attempted);
  requireAbility(ctx, ability);
}
