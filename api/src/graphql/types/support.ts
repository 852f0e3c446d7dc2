import { SupportRole } from '../../db/generated/enums.ts';
import { findStaff, getStaff } from '../../domain/support/staff/get-staff.ts';
import { supportLogin, supportLogout } from '../../domain/support/support-auth.ts';
import { withSessionCookie } from '../../http/session-cookies.ts';
import { initialsOf } from '../../rules/people.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

const SupportRoleEnum = builder.enumType(SupportRole, { name: 'SupportRole' });

builder.prismaObject('SupportStaff', {
  name: 'SupportUser',
  description: 'A member of the provider support team (separate accounts and sessions)',
  authScopes: { can: 'workTickets' },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: SupportRoleEnum }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    initials: t.string({ select: { name: true }, resolve: (s) => initialsOf(s.name) }),
  }),
});

builder.queryFields((t) => ({
  supportViewer: t.prismaField({
    type: 'SupportStaff',
    nullable: true,
    description: 'The signed-in support-staff member, or null',
    resolve: (query, _root, _args, ctx) => (ctx.staff ? findStaff(ctx, ctx.staff.staffId, selection(query)) : null),
  }),
}));

builder.mutationFields((t) => ({
  supportLogin: t.prismaField({
    type: 'SupportStaff',
    errors: appErrors,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { staff } = withSessionCookie(ctx, await supportLogin(ctx, args));
      return getStaff(ctx, staff.id, selection(query));
    },
  }),
  supportLogout: t.boolean({
    resolve: async (_root, _args, ctx) => {
      withSessionCookie(ctx, await supportLogout(ctx));
      return true;
    },
  }),
}));
