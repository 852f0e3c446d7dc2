// UserRole is registered as the GraphQL enum UserRole in accounts.ts; the enum object itself names it.
import { UserRole } from '../../db/generated/enums.ts';
import { acceptInvite } from '../../domain/members/accept-invite.ts';
import { addMember } from '../../domain/members/add-member.ts';
import { getInvite, type InvitePreview } from '../../domain/members/get-invite.ts';
import { listMembers } from '../../domain/members/list-members.ts';
import type { MemberOf, MemberQuery } from '../../domain/members/member-query.ts';
import { removeMember } from '../../domain/members/remove-member.ts';
import { resendInvite } from '../../domain/members/resend-invite.ts';
import { updateMember } from '../../domain/members/update-member.ts';
import { withSessionCookie } from '../../http/session-cookies.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection, selectionAt } from '../query.ts';
import { UserRef } from './accounts.ts';
import { appErrors } from './errors.ts';

// Team members: the list every role reads, the office's add / change / remove, and invite links.

builder.prismaObjectFields(UserRef, (t) => ({
  invitePending: t.boolean({
    description: 'Added without a password and has not yet chosen one through the invite link',
    select: { passwordHash: true },
    resolve: (u) => !u.passwordHash,
  }),
}));

const MemberInvitePayload = builder
  .objectRef<{ member: MemberOf<MemberQuery>; inviteUrl: string | null }>('MemberInvitePayload')
  .implement({
    description: 'A member just added (or invited again), with the invite link when they are to choose a password',
    fields: (t) => ({
      // Read by the mutation with this field's selection (selectionAt).
      member: t.field({ type: UserRef, resolve: (r) => r.member }),
      inviteUrl: t.string({
        nullable: true,
        description: 'Path of the invite page (/auth/invite/{token}); only the admin or manager who asked ever sees it',
        resolve: (r) => r.inviteUrl,
      }),
    }),
  });

const RemoveMemberPayload = builder.objectRef<{ id: string }>('RemoveMemberPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const InvitePreviewRef = builder.objectRef<InvitePreview>('InvitePreview').implement({
  description: 'Who an invite link is for',
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email'), orgName: t.exposeString('orgName') }),
});

const AddMemberInput = builder.inputType('AddMemberInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    role: t.field({ type: UserRole }),
    color: t.string(),
    password: t.string({ description: 'At least 6 characters; leave out to send an invite link instead' }),
  }),
});

const UpdateMemberInput = builder.inputType('UpdateMemberInput', {
  description: 'Only the fields given change; an email is unique across Spanner and stored lowercase',
  fields: (t) => ({ name: t.string(), email: t.string(), role: t.field({ type: UserRole }), color: t.string() }),
});

const AcceptInviteInput = builder.inputType('AcceptInviteInput', {
  fields: (t) => ({ token: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  members: t.prismaField({
    type: ['User'],
    authScopes: { loggedIn: true },
    description:
      "The organisation's members by name (a plan allows at most 12, so a plain list); `assignable`: only those who have joined, for technician pickers and filters",
    args: { assignable: t.arg.boolean({ required: false }) },
    resolve: (query, _root, args, ctx) => listMembers(ctx, selection(query), { assignable: !!args.assignable }),
  }),
  invite: t.field({
    type: InvitePreviewRef,
    description: 'Public: who an invite link is for; NOT_FOUND, CONFLICT (used) or BAD_REQUEST (expired) otherwise',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getInvite(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  addMember: t.field({
    type: MemberInvitePayload,
    errors: appErrors,
    authScopes: { can: 'manageTeam' },
    description: 'Add a member; without a password they get an invite link. Beyond the plan: SUBSCRIPTION_REQUIRED',
    args: { input: t.arg({ type: AddMemberInput, required: true }) },
    resolve: (_root, { input }, ctx, info) => addMember(ctx, sent(input, { dropNull: true }), selectionAt(ctx, info, 'User', 'member')),
  }),
  resendInvite: t.field({
    type: MemberInvitePayload,
    errors: appErrors,
    authScopes: { can: 'manageTeam' },
    description: 'A fresh invite link for a member who has not chosen a password yet (the old link stops working)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx, info) => resendInvite(ctx, id, selectionAt(ctx, info, 'User', 'member')),
  }),
  updateMember: t.prismaField({
    type: 'User',
    errors: appErrors,
    authScopes: { can: 'manageTeam' },
    description: "Change a member's name, email, role or colour (only an admin changes an admin's)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateMemberInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) => updateMember(ctx, id, sent(input, { dropNull: true }), selection(query)),
  }),
  removeMember: t.field({
    type: RemoveMemberPayload,
    errors: appErrors,
    authScopes: { can: 'manageTeam' },
    description: 'Remove a member (not yourself, never the last admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ id: (await removeMember(ctx, id)).id }),
  }),
  acceptInvite: t.prismaField({
    type: 'User',
    errors: appErrors,
    description: 'Public: choose a password through an invite link (once) and sign in with a session cookie',
    args: { input: t.arg({ type: AcceptInviteInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) =>
      withSessionCookie(ctx, await acceptInvite(ctx, input, 'cookie', selection(query))).user,
  }),
}));
