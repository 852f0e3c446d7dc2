import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { SupportRole } from '../../db/generated/enums.ts';
import { abilityNamesOf, callerCan, type StaffAbility } from '../../domain/policy.ts';
import { acceptStaffInvite } from '../../domain/support/staff/accept-staff-invite.ts';
import { changeStaffRole } from '../../domain/support/staff/change-staff-role.ts';
import { deactivateStaff } from '../../domain/support/staff/deactivate-staff.ts';
import { findStaff } from '../../domain/support/staff/get-staff.ts';
import { getStaffInvite, type StaffInvitePreview } from '../../domain/support/staff/get-staff-invite.ts';
import { inviteStaff } from '../../domain/support/staff/invite-staff.ts';
import { type AuditLine, listAuditLog } from '../../domain/support/staff/list-audit-log.ts';
import { listStaff } from '../../domain/support/staff/list-staff.ts';
import { listStaffInvites } from '../../domain/support/staff/list-staff-invites.ts';
import { reactivateStaff } from '../../domain/support/staff/reactivate-staff.ts';
import { resendStaffInvite } from '../../domain/support/staff/resend-staff-invite.ts';
import { revokeStaffInvite } from '../../domain/support/staff/revoke-staff-invite.ts';
import { subscribeStaffChanges } from '../../domain/support/staff/staff-changes.ts';
import type { StaffInviteOf, StaffInviteQuery } from '../../domain/support/staff/staff-query.ts';
import { SUPPORT_STAFF_CHANGE_KINDS, type SupportStaffChangedEvent } from '../../events.ts';
import { withSessionCookie } from '../../http/session-cookies.ts';
import { builder } from '../builder.ts';
import { selection, selectionAt } from '../query.ts';
import { appErrors } from './errors.ts';

// The support Admin Console (support_admin): staff, invites, the audit log; the assignment editor's staff list (every
// staff member); the public join link; and live changes of the team.

const SupportAbilities = builder.objectRef<Record<StaffAbility, boolean>>('SupportAbilities').implement({
  description: 'What a staff member may do (domain/policy.ts ABILITIES, the staff rows): the portal asks, never decides',
  fields: (t) =>
    Object.fromEntries(abilityNamesOf('staff').map((a) => [a, t.exposeBoolean(a)])) as Record<
      StaffAbility,
      ReturnType<typeof t.exposeBoolean>
    >,
});

builder.prismaObjectFields('SupportStaff', (t) => ({
  active: t.exposeBoolean('active', { description: 'False once deactivated: no sign-in, no sessions' }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  can: t.field({ type: SupportAbilities, select: { role: true }, resolve: (s) => callerCan({ staff: s }, 'staff') }),
}));

const SupportInviteRef = builder.prismaObject('SupportInvite', {
  description: 'An invitation to join the support team, not yet accepted',
  authScopes: { can: 'manageStaff' },
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: SupportRole }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    expired: t.boolean({ select: { expiresAt: true }, resolve: (i) => i.expiresAt <= new Date() }),
    invitedByName: t.string({ select: { invitedBy: { select: { name: true } } }, resolve: (i) => i.invitedBy.name }),
  }),
});

const StaffInvitePayload = builder.objectRef<{ invite: StaffInviteOf<StaffInviteQuery>; link: string }>('StaffInvitePayload').implement({
  description: 'An invite just sent (or sent again), with its join link (also emailed)',
  fields: (t) => ({
    // Read by the mutation with this field's selection (selectionAt).
    invite: t.field({ type: SupportInviteRef, resolve: (r) => r.invite }),
    link: t.exposeString('link', { description: 'Path of the join page (/support-admin/join/{token}); shown only to the admin who asked' }),
  }),
});

const RevokeStaffInvitePayload = builder.objectRef<{ id: string }>('RevokeStaffInvitePayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const StaffInvitePreviewRef = builder.objectRef<StaffInvitePreview>('StaffInvitePreview').implement({
  description: 'Whom a join link is for',
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.expose('role', { type: SupportRole }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const AuditEntry = builder.objectRef<AuditLine>('AuditEntry').implement({
  description: 'One staff action: who, what, on which ticket or staff member, when',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    action: t.exposeString('action', { description: 'Dotted name: staff.invite, staff.join, ticket.reply …' }),
    actionLabel: t.exposeString('actionLabel'),
    actorType: t.exposeString('actorType'),
    actorId: t.exposeID('actorId', { nullable: true }),
    actorName: t.exposeString('actorName'),
    entity: t.exposeString('entity', { nullable: true }),
    entityId: t.exposeID('entityId', { nullable: true }),
    targetLabel: t.exposeString('targetLabel', {
      nullable: true,
      description: "The ticket's title, the staff member's name or the invited email",
    }),
    orgName: t.exposeString('orgName', { nullable: true }),
    detail: t.exposeString('detail', { nullable: true, description: 'What changed, in words: a role from and to, an invited role …' }),
  }),
});

const StaffChangeKind = builder.enumType('SupportStaffChangeKind', { values: SUPPORT_STAFF_CHANGE_KINDS });

const SupportStaffChange = builder.objectRef<SupportStaffChangedEvent>('SupportStaffChange').implement({
  fields: (t) => ({
    staffId: t.exposeID('staffId'),
    kind: t.expose('kind', { type: StaffChangeKind }),
    staff: t.prismaField({
      type: 'SupportStaff',
      nullable: true,
      resolve: (query, e, _args, ctx) => findStaff(ctx, e.staffId, selection(query)),
    }),
  }),
});

builder.queryFields((t) => ({
  assignableStaff: t.prismaField({
    type: ['SupportStaff'],
    authScopes: { can: 'workTickets' },
    description: 'Active support staff by name, for the assignment editor (every staff member)',
    resolve: (query, _root, _args, ctx) => listStaff(ctx, {}, selection(query)),
  }),
  supportStaff: t.prismaField({
    type: ['SupportStaff'],
    authScopes: { can: 'manageStaff' },
    description: 'The whole support team, active first then by name, deactivated accounts included (a small team: a plain list)',
    resolve: (query, _root, _args, ctx) => listStaff(ctx, { includeInactive: true }, selection(query)),
  }),
  supportInvites: t.prismaField({
    type: [SupportInviteRef],
    authScopes: { can: 'manageStaff' },
    description: 'Invites not yet accepted, newest first',
    resolve: (query, _root, _args, ctx) => listStaffInvites(ctx, selection(query)),
  }),
  staffInvite: t.field({
    type: StaffInvitePreviewRef,
    description: 'Public: whom a join link is for; NOT_FOUND, CONFLICT (used) or BAD_REQUEST (expired) otherwise',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getStaffInvite(ctx, args),
  }),
  supportAuditLog: t.connection(
    {
      type: AuditEntry,
      authScopes: { can: 'readAuditLog' },
      description: 'Every staff action, newest first; filter by actor, action and Melbourne days (from/to: YYYY-MM-DD)',
      args: {
        actorId: t.arg.id(),
        action: t.arg.string(),
        from: t.arg.string(),
        to: t.arg.string(),
      },
      resolve: async (_root, args, ctx) => {
        let total = 0;
        const connection = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: 100 }, async ({ offset, limit }) => {
          const page = await listAuditLog(ctx, { actorId: args.actorId, action: args.action, from: args.from, to: args.to, offset, limit });
          total = page.total;
          return page.entries;
        });
        return { ...connection, totalCount: total };
      },
    },
    {
      name: 'AuditEntryConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount }) }),
    },
    { name: 'AuditEntryEdge' },
  ),
}));

builder.mutationFields((t) => ({
  inviteSupportStaff: t.field({
    type: StaffInvitePayload,
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description:
      'Invite someone to the support team by email: a single-use join link valid 7 days (CONFLICT when the email has an account)',
    args: { email: t.arg.string({ required: true }), role: t.arg({ type: SupportRole }) },
    resolve: (_root, args, ctx, info) =>
      inviteStaff(ctx, { email: args.email, role: args.role ?? undefined }, selectionAt(ctx, info, 'SupportInvite', 'invite')),
  }),
  resendSupportInvite: t.field({
    type: StaffInvitePayload,
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description: 'Email a pending invite again with a new link and 7 fresh days (the old link stops working)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx, info) => resendStaffInvite(ctx, id, selectionAt(ctx, info, 'SupportInvite', 'invite')),
  }),
  revokeSupportInvite: t.field({
    type: RevokeStaffInvitePayload,
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description: 'Withdraw a pending invite: its link stops working',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => revokeStaffInvite(ctx, id),
  }),
  changeSupportStaffRole: t.prismaField({
    type: 'SupportStaff',
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description: "Change another staff member's role (not your own); their live streams restart under the new role",
    args: { id: t.arg.id({ required: true }), role: t.arg({ type: SupportRole, required: true }) },
    resolve: (query, _root, { id, role }, ctx) => changeStaffRole(ctx, id, { role }, selection(query)),
  }),
  deactivateSupportStaff: t.prismaField({
    type: 'SupportStaff',
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description: 'Deactivate another staff member: their sessions and live streams end at once',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => deactivateStaff(ctx, id, selection(query)),
  }),
  reactivateSupportStaff: t.prismaField({
    type: 'SupportStaff',
    errors: appErrors,
    authScopes: { can: 'manageStaff' },
    description: 'Let a deactivated staff member sign in again',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => reactivateStaff(ctx, id, selection(query)),
  }),
  acceptStaffInvite: t.prismaField({
    type: 'SupportStaff',
    errors: appErrors,
    description: 'Public: join the support team through a link (once), choosing name and password; signs in to the support portal',
    args: { token: t.arg.string({ required: true }), name: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => withSessionCookie(ctx, await acceptStaffInvite(ctx, args, selection(query))).staff,
  }),
}));

builder.subscriptionFields((t) => ({
  supportStaffChanged: t.field({
    type: SupportStaffChange,
    authScopes: { can: 'workTickets' },
    description: 'The support team changed (joined, role, deactivated, reactivated): staff lists refresh without polling',
    subscribe: (_root, _args, ctx) => subscribeStaffChanges(ctx),
    resolve: (event) => event as SupportStaffChangedEvent,
  }),
}));
