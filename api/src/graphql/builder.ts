import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import { refusal } from '../auth/guards.ts';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { type Ability, can, refusalOf, sessionsFor } from '../domain/policy.ts';
import { noteTypedError } from './idempotency.ts';
import { KeyWrites } from './key-writes.ts';
import { LoadedColumns } from './loaded-columns.ts';
import { StaffRefusals } from './staff-refusals.ts';
import { WriteRights } from './write-rights.ts';

/** Scopes for field-level authorisation: a member's session, or an ability of the policy table. */
export interface Scopes {
  /** a member's session (any role) */
  loggedIn: boolean;
  /** an ability of the policy table (domain/policy.ts), held by whichever kinds of caller its row names */
  can: Ability;
}

/** The abilities of the scopes a caller failed (several for `any of`); null for `loggedIn`. */
function failedAbilities(failure: AuthFailure): (Ability | null)[] {
  if (failure.kind === AuthScopeFailureType.AuthScope && failure.scope === 'can') return [failure.parameter as Ability];
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    return failure.failures.flatMap(failedAbilities);
  }
  return [null];
}

/** The refusal REST gives too (domain/policy.ts refusalOf): 404 for hidden abilities, else 401 or 403. */
function refusalFor(ctx: Context, failure: AuthFailure) {
  const failed = failedAbilities(failure);
  const abilities = failed.filter((a): a is Ability => a !== null);
  if (abilities.length === failed.length) return refusalOf(ctx, abilities);
  return refusal(ctx, ['member', ...abilities.flatMap(sessionsFor)]);
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: Scopes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    File: { Input: File; Output: never };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, WriteRights, ErrorsPlugin, LoadedColumns, PrismaPlugin, RelayPlugin, StaffRefusals, KeyWrites],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A type's own scopes (Job, Customer, User …) are checked once per object, not again in every field of it: a
    // month view's 126 jobs asked for 13 fields each ran the same check 1,600 times, a tenth of the request's CPU.
    runScopesOnType: true,
    authScopes: (ctx) => ({
      loggedIn: !!ctx.user,
      can: (ability: Ability) => can(ctx, ability),
    }),
    unauthorizedError: (_parent, ctx, _info, result) => refusalFor(ctx, result.failure),
  },
  errors: { defaultTypes: [], directResult: true, onResolvedError: noteTypedError },
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
