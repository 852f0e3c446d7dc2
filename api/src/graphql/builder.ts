import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import { refusal } from '../auth/guards.ts';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { type Ability, can } from '../domain/policy.ts';

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

const isStaffScope = (scope: string) => scope === 'supportStaff' || scope === 'supportAdmin';

/** The scopes a caller failed (several for `any of`), to tell a missing session from a missing right. */
function failedScopes(failure: AuthFailure): string[] {
  if (failure.kind === AuthScopeFailureType.AuthScope) return [failure.scope];
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    return failure.failures.flatMap(failedScopes);
  }
  return ['loggedIn'];
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
    // The refusal REST gives too (auth/guards.ts): a field only for support staff needs a staff session, every
    // other field a member's.
    unauthorizedError: (_parent, ctx, _info, result) => refusal(ctx, failedScopes(result.failure).every(isStaffScope) ? 'staff' : 'member'),
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
