import { ABILITIES, abilityNamesOf, callerCan, canManageMember, type MemberAbility } from '../../domain/policy.ts';
import { builder } from '../builder.ts';

// The policy table (domain/policy.ts) as the web reads it: what the viewer can do, so no screen re-decides a role.

const ViewerCan = builder.objectRef<Record<MemberAbility, boolean>>('ViewerCan').implement({
  description: 'What the signed-in member can do (all false for anyone else)',
  fields: (t) =>
    Object.fromEntries(abilityNamesOf('member').map((a) => [a, t.exposeBoolean(a, { description: ABILITIES[a].description })])) as Record<
      MemberAbility,
      ReturnType<typeof t.exposeBoolean>
    >,
});

builder.queryField('viewerCan', (t) =>
  t.field({
    type: ViewerCan,
    description: 'What the viewer can do',
    resolve: (_root, _args, ctx) => callerCan({ user: ctx.user }, 'member'),
  }),
);

builder.prismaObjectField('User', 'viewerCanManage', (t) =>
  t.boolean({
    description: 'Whether the viewer may change or remove this member',
    select: { role: true },
    resolve: (member, _args, ctx) => canManageMember(ctx, member.role),
  }),
);
