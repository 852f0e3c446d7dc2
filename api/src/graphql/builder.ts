import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import { refusal, type SessionKind } from '../auth/guards.ts';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { type Ability, can, sessionsFor } from '../domain/policy.ts';
import { StaffRefusals } from './staff-refusals.ts';

/** Scopes for field-level authorisation: a member's session, or an ability of the policy table. */
export interface Scopes {
  /** a member's session (any role) */
  loggedIn: boolean;
  /** an ability of the policy table (domain/policy.ts), held by whichever kinds of caller its row names */
  can: Ability;
}

/** The kinds of session the scopes a caller failed would need (several for `any of`), to tell 401 from 403. */
function sessionsNeeded(failure: AuthFailure): SessionKind[] {
  if (failure.kind === AuthScopeFailureType.AuthScope && failure.scope === 'can') return sessionsFor(failure.parameter as Ability);
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    return failure.failures.flatMap(sessionsNeeded);
  }
  return ['member'];
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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, StaffRefusals],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      loggedIn: !!ctx.user,
      can: (ability: Ability) => can(ctx, ability),
    }),
    // The refusal REST gives too (auth/guards.ts): 401 without a session of a kind the field needs, else 403.
    unauthorizedError: (_parent, ctx, _info, result) => refusal(ctx, sessionsNeeded(result.failure)),
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
