import type { Context } from '../../context.ts';
import { supportScope } from '../../db/cross-organisation.ts';
import { forbidden } from '../../errors.ts';
import { type SupportAbility, supportCan } from '../policy.ts';
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

/** Whether the caller is a staff member lacking the ability (whose attempt is recorded before the refusal). */
export const staffLacks = (ctx: Pick<Context, 'staff'>, ability: SupportAbility): boolean => !!ctx.staff && !supportCan(ctx.staff, ability);
