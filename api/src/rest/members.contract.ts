import { z } from 'zod';
import { acceptInviteSchema, addMemberSchema, updateMemberSchema } from '../domain/members/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { memberJson } from '../views/members.views.ts';
import { authContract } from './auth.contract.ts';
import { route } from './contract.ts';

const idParams = z.object({ id: z.string().min(1) });

const addMember = {
  access: { can: 'manageTeam' },
  body: z.preprocess(camelKeys, addMemberSchema),
  /** invite_url: the member's invite link when no password was given (also sent to them by email). */
  response: memberJson.extend({ invite_url: z.string().nullable() }),
  status: 201,
} as const;

export const membersContract = {
  list: route({
    method: 'GET',
    path: '/api/members',
    summary: "The organisation's members by name (every role may read; the job form assigns technicians)",
    access: 'user',
    response: z.array(memberJson),
  }),
  add: route({
    method: 'POST',
    path: '/api/members',
    summary:
      'Add a member {name, email, role, color, password?} (admin and manager). Without a password an invite link is made (in the email outbox, and in the answer to pass on). Beyond the plan’s user quota: 402 SUBSCRIPTION_REQUIRED',
    ...addMember,
  }),
  addCompat: route({
    method: 'POST',
    path: '/api/members/_compat/teams-add-member',
    summary: 'Same as POST /api/members (older app versions)',
    ...addMember,
  }),
  update: route({
    method: 'PUT',
    path: '/api/members/{id}',
    summary:
      "Change a member's name, email, role or colour (admin and manager; only an admin changes an admin; the last admin stays; email unique, stored lowercase: 409 when taken)",
    access: { can: 'manageTeam' },
    params: idParams,
    body: z.preprocess(camelKeys, updateMemberSchema),
    response: memberJson,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/members/{id}',
    summary: 'Remove a member (admin and manager; not yourself, never the last admin)',
    access: { can: 'manageTeam' },
    params: idParams,
    response: successJson,
  }),
  technicians: route({
    method: 'GET',
    path: '/api/jobs/technicians',
    summary: 'Assignable people for the job form: every member who has joined (not those still invited), with their role',
    access: 'user',
    response: z.array(memberJson),
  }),
  acceptInvite: route({
    method: 'POST',
    path: '/api/auth/invite/accept',
    summary: 'An invited member sets a password with their link {token, password} and is signed in (answers as login)',
    access: 'public',
    body: acceptInviteSchema,
    response: authContract.login.response,
  }),
} as const;
