import { acceptStaffInvite } from '../domain/support/staff/accept-staff-invite.ts';
import { changeStaffRole } from '../domain/support/staff/change-staff-role.ts';
import { deactivateStaff } from '../domain/support/staff/deactivate-staff.ts';
import { getStaffInvite } from '../domain/support/staff/get-staff-invite.ts';
import { inviteStaff } from '../domain/support/staff/invite-staff.ts';
import { listAuditLog } from '../domain/support/staff/list-audit-log.ts';
import { listStaff } from '../domain/support/staff/list-staff.ts';
import { listStaffInvites } from '../domain/support/staff/list-staff-invites.ts';
import { reactivateStaff } from '../domain/support/staff/reactivate-staff.ts';
import { resendStaffInvite } from '../domain/support/staff/resend-staff-invite.ts';
import { revokeStaffInvite } from '../domain/support/staff/revoke-staff-invite.ts';
import { withSessionCookie } from '../http/session-cookies.ts';
import { toSupportUserJson } from '../views/account.views.ts';
import { toAuditEntryJson, toStaffInviteJson, toStaffMemberJson } from '../views/support-admin.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { supportAdminContract } from './support-admin.contract.ts';

// REST routes of the support Admin Console: contracts in support-admin.contract.ts, rules in domain/support/staff.

export const supportAdminRoutes: BoundRoute[] = implement(supportAdminContract, {
  async staff({ ctx, query }) {
    return { staff: (await listStaff(ctx, { includeInactive: query.includeInactive === 'true' })).map(toStaffMemberJson) };
  },
  async changeRole({ ctx, params, body }) {
    return { staff: toStaffMemberJson(await changeStaffRole(ctx, params.id, body)) };
  },
  async deactivate({ ctx, params }) {
    return { staff: toStaffMemberJson(await deactivateStaff(ctx, params.id)) };
  },
  async reactivate({ ctx, params }) {
    return { staff: toStaffMemberJson(await reactivateStaff(ctx, params.id)) };
  },
  async invites({ ctx }) {
    return { invites: (await listStaffInvites(ctx)).map(toStaffInviteJson) };
  },
  async invite({ ctx, body }) {
    const { invite, link } = await inviteStaff(ctx, body);
    return { invite: toStaffInviteJson(invite), invite_url: link };
  },
  async resendInvite({ ctx, params }) {
    const { invite, link } = await resendStaffInvite(ctx, params.id);
    return { invite: toStaffInviteJson(invite), invite_url: link };
  },
  async revokeInvite({ ctx, params }) {
    await revokeStaffInvite(ctx, params.id);
    return { success: true };
  },
  async audit({ ctx, query }) {
    const { entries, total, pages, page, limit } = await listAuditLog(ctx, query);
    return { entries: entries.map(toAuditEntryJson), pagination: { total, pages, page, limit } };
  },
  async getInvite({ ctx, params }) {
    const invite = await getStaffInvite(ctx, params);
    return { email: invite.email, role: invite.role, expires_at: invite.expiresAt.toISOString() };
  },
  async acceptInvite({ ctx, body }) {
    return { user: toSupportUserJson(withSessionCookie(ctx, await acceptStaffInvite(ctx, body)).staff) };
  },
});
