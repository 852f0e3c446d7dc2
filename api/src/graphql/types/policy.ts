import { ABILITIES, ABILITY_NAMES, type Ability, canManageMember, viewerCan } from '../../domain/policy.ts';
import { builder } from '../builder.ts';

// The policy table (domain/policy.ts) as the web reads it: what the viewer can do, so no screen re-decides a role.

const ViewerCan = builder.objectRef<Record<Ability, boolean>>('ViewerCan').implement({
  description: 'What the signed-in member can do (all false for anyone else)',
  fields: (t) =>
    Object.fromEntries(ABILITY_NAMES.map((a) => [a, t.exposeBoolean(a, { description: ABILITIES[a].description })])) as Record<
      Ability,
      ReturnType<typeof t.exposeBoolean>
    >,
});

builder.queryField('viewerCan', (t) =>
  t.field({ type: ViewerCan, description: 'What the viewer can do', resolve: (_root, _args, ctx) => viewerCan(ctx.user) }),
);

builder.prismaObjectField('User', 'viewerCanManage', (t) =>
  t.boolean({
    description: 'Whether the viewer may change or remove this member',
    select: { role: true },
    resolve: (member, _args, ctx) => canManageMember(ctx.user, member.role),
  }),
);
