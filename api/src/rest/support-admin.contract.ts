import { z } from 'zod';
import { acceptStaffInviteSchema, auditFilterSchema, changeStaffRoleSchema, inviteStaffSchema } from '../domain/support/staff/schemas.ts';
import { camelKeys, successJson, supportUserJson } from '../views/account.views.ts';
import { auditEntryJson, staffInviteJson, staffMemberJson } from '../views/support-admin.views.ts';
import { route } from './contract.ts';

// The support Admin Console over REST (support_admin only, their own session), the staff list of the assignment
// editor (every staff member), and the public join link of an invite.

const idParams = z.object({ id: z.string().min(1) });
const tokenParams = z.object({ token: z.string() });
const booleanFlag = z.enum(['true', 'false'], { error: 'includeInactive must be true or false' }).optional();
const inviteAnswer = z.object({ invite: staffInviteJson, invite_url: z.string() });

export const supportAdminContract = {
  staff: route({
    method: 'GET',
    path: '/api/support-tickets/staff',
    summary:
      'The support team for the assignment editor: active staff by name (every staff member). `includeInactive=true` adds deactivated accounts (support_admin)',
    access: { can: 'workTickets' },
    query: z.preprocess(camelKeys, z.object({ includeInactive: booleanFlag })),
    response: z.object({ staff: z.array(staffMemberJson) }),
  }),
  changeRole: route({
    method: 'PATCH',
    path: '/api/support-admin/staff/{id}',
    summary: "Change another staff member's role {role: support_staff|support_admin} (support_admin; not your own)",
    access: { can: 'manageStaff' },
    params: idParams,
    body: changeStaffRoleSchema,
    response: z.object({ staff: staffMemberJson }),
  }),
  deactivate: route({
    method: 'POST',
    path: '/api/support-admin/staff/{id}/deactivate',
    summary: 'Deactivate another staff member: no sign-in, every session and live stream of theirs ends at once (support_admin)',
    access: { can: 'manageStaff' },
    params: idParams,
    response: z.object({ staff: staffMemberJson }),
  }),
  reactivate: route({
    method: 'POST',
    path: '/api/support-admin/staff/{id}/reactivate',
    summary: 'Let a deactivated staff member sign in again (support_admin)',
    access: { can: 'manageStaff' },
    params: idParams,
    response: z.object({ staff: staffMemberJson }),
  }),
  invites: route({
    method: 'GET',
    path: '/api/support-admin/invites',
    summary: 'Invites not yet accepted, newest first (support_admin)',
    access: { can: 'manageStaff' },
    response: z.object({ invites: z.array(staffInviteJson) }),
  }),
  invite: route({
    method: 'POST',
    path: '/api/support-admin/invites',
    summary:
      'Invite someone to the support team {email, role}: a single-use join link valid 7 days, by email (support_admin). 409 when a staff account has the email',
    access: { can: 'manageStaff' },
    body: inviteStaffSchema,
    response: inviteAnswer,
    status: 201,
  }),
  resendInvite: route({
    method: 'POST',
    path: '/api/support-admin/invites/{id}/resend',
    summary: 'Email a pending invite again with a new link and 7 fresh days; the old link stops working (support_admin)',
    access: { can: 'manageStaff' },
    params: idParams,
    response: inviteAnswer,
  }),
  revokeInvite: route({
    method: 'DELETE',
    path: '/api/support-admin/invites/{id}',
    summary: 'Revoke a pending invite: its link stops working (support_admin)',
    access: { can: 'manageStaff' },
    params: idParams,
    response: successJson,
  }),
  audit: route({
    method: 'GET',
    path: '/api/support-admin/audit',
    summary:
      'The audit log of every staff action, newest first: filter by actor_id, action, from and to (YYYY-MM-DD, Melbourne days), page and limit (20 by default, at most 100) (support_admin)',
    access: { can: 'readAuditLog' },
    query: z.preprocess(camelKeys, auditFilterSchema),
    response: z.object({
      entries: z.array(auditEntryJson),
      pagination: z.object({ total: z.number(), pages: z.number(), page: z.number(), limit: z.number() }),
    }),
  }),
  getInvite: route({
    method: 'GET',
    path: '/support/api/auth/invite/{token}',
    summary: 'Public: whom a join link is for (email, role) while it can be used (404 not valid, 409 used, 400 expired)',
    access: 'public',
    params: tokenParams,
    response: z.object({ email: z.string(), role: z.enum(['support_staff', 'support_admin']), expires_at: z.string() }),
  }),
  acceptInvite: route({
    method: 'POST',
    path: '/support/api/auth/invite/accept',
    summary: 'Public: join the support team through a link {token, name, password} and be signed in to the support portal',
    access: 'public',
    body: acceptStaffInviteSchema,
    response: z.object({ user: supportUserJson }),
    status: 201,
  }),
} as const;
