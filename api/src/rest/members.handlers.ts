import { acceptInvite } from '../domain/members/accept-invite.ts';
import { addMember } from '../domain/members/add-member.ts';
import { listMembers } from '../domain/members/list-members.ts';
import { memberRead } from '../domain/members/member-query.ts';
import { removeMember } from '../domain/members/remove-member.ts';
import { updateMember } from '../domain/members/update-member.ts';
import { withSessionCookie } from '../http/session-cookies.ts';
import { toUserJson } from '../views/account.views.ts';
import { toMemberJson } from '../views/members.views.ts';
import { authMode, platform } from './auth-mode.ts';
import { type BoundRoute, type HandlerArgs, implement } from './contract.ts';
import { membersContract } from './members.contract.ts';

// REST compatibility routes for members: contracts in members.contract.ts, implemented here.

async function add({ ctx, body }: HandlerArgs<typeof membersContract.add>) {
  const { member, inviteUrl } = await addMember(ctx, body);
  return { ...toMemberJson(member), invite_url: inviteUrl };
}

async function list({ ctx }: HandlerArgs<typeof membersContract.list>) {
  return (await listMembers(ctx, memberRead)).map(toMemberJson);
}

/** The job form's people: members who have joined (an invited member is assigned once they accept). */
async function technicians({ ctx }: HandlerArgs<typeof membersContract.technicians>) {
  return (await listMembers(ctx, memberRead, { assignable: true })).map(toMemberJson);
}

export const membersRoutes: BoundRoute[] = implement(membersContract, {
  list,
  add,
  addCompat: add,
  async update({ ctx, params, body }) {
    return toMemberJson(await updateMember(ctx, params.id, body));
  },
  async remove({ ctx, params }) {
    await removeMember(ctx, params.id);
    return { success: true };
  },
  technicians,
  async acceptInvite({ ctx, body, req }) {
    const mode = authMode(req);
    const { user, orgId, tokens } = withSessionCookie(ctx, await acceptInvite(ctx, body, mode));
    return { authMethod: mode, ...(tokens ?? {}), user: toUserJson(user), orgId, platform: platform(req, mode) };
  },
});
