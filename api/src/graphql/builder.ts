import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { type Ability, can } from '../domain/policy.ts';
import { AppError } from '../errors.ts';

/** Scopes for field-level authorisation: anonymous, each organisation role, support staff, support admin, owner. */
export interface Scopes {
  anonymous: boolean;
  loggedIn: boolean;
  admin: boolean;
  manager: boolean;
  technician: boolean;
  /** an ability of the policy table (domain/policy.ts) */
  can: Ability;
  supportStaff: boolean;
  supportAdmin: boolean;
  owner: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: Scopes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      anonymous: !ctx.user,
      loggedIn: !!ctx.user,
      admin: ctx.user?.role === 'admin',
      manager: ctx.user?.role === 'manager',
      technician: ctx.user?.role === 'technician',
      can: (ability: Ability) => can(ctx.user, ability),
      supportStaff: !!ctx.staff,
      supportAdmin: ctx.staff?.role === 'support_admin',
      owner: !!ctx.user?.isOwner,
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.user || ctx.staff
        ? new AppError('FORBIDDEN', 'You do not have permission to do that')
        : new AppError('UNAUTHENTICATED', 'Not authenticated'),
  },
  errors: { defaultTypes: [], directResult: true },
  // Cursor connections for lists that grow without bound. IDs stay the database UUIDs (no global-ID encoding).
  relay: { clientMutationId: 'omit', cursorType: 'String', edgesFieldOptions: { nullable: false }, nodeFieldOptions: { nullable: false } },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
