import { ApiKeyRole } from '../../db/generated/enums.ts';
import type { ApiKeyListed } from '../../domain/api-keys/api-key-query.ts';
import { createApiKey } from '../../domain/api-keys/create-api-key.ts';
import { listApiKeys } from '../../domain/api-keys/list-api-keys.ts';
import { revokeApiKey } from '../../domain/api-keys/revoke-api-key.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// API keys (Settings → Integrations, admins): integrators call GraphQL, graphql-ws and REST with
// `Authorization: Bearer spk_…`, as a member of the key's role.

const ApiKeyRoleEnum = builder.enumType(ApiKeyRole, {
  name: 'ApiKeyRole',
  description: 'What a key acts as: read_only (reads what a manager reads, writes nothing), technician or manager',
});

const ApiKeyMember = builder.objectRef<{ id: string; name: string }>('ApiKeyMember').implement({
  description: 'The member a key acts as',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ApiKey = builder.objectRef<ApiKeyListed>('ApiKey').implement({
  description: "An organisation's API key as its list shows it: never its secret",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    role: t.expose('role', { type: ApiKeyRoleEnum }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the secret (`spk_` and 6 more)' }),
    member: t.field({
      type: ApiKeyMember,
      nullable: true,
      description: 'The member a technician-like or manager-like key acts as; null for a read-only key (or a member since removed)',
      resolve: (k) => k.actsAs,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Recorded at most once a minute' }),
  }),
});

const CreatedApiKey = builder.objectRef<{ key: ApiKeyListed; secret: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    key: t.field({ type: ApiKey, resolve: (p) => p.key }),
    secret: t.exposeString('secret', { description: 'The key itself: shown this once, never again' }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.field({ type: ApiKeyRoleEnum, required: true }),
    memberId: t.id({
      description: 'The member a technician or manager key acts as (a technician; a manager or an admin); not for read_only',
    }),
    expiresAt: t.field({ type: 'DateTime', description: 'When the key stops working; none: until revoked' }),
  }),
});

const RevokeApiKeyPayload = builder.objectRef<{ id: string }>('RevokeApiKeyPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: [ApiKey],
    authScopes: { can: 'manageApiKeys' },
    description: "The organisation's API keys that are not revoked, newest first",
    resolve: (_root, _args, ctx) => listApiKeys(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    errors: appErrors,
    authScopes: { can: 'manageApiKeys' },
    description: 'Make an API key: its secret is in the answer, and only there',
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, input),
  }),
  revokeApiKey: t.field({
    type: RevokeApiKeyPayload,
    errors: appErrors,
    authScopes: { can: 'manageApiKeys' },
    description: 'Revoke an API key: it fails at once everywhere, and its live subscriptions end',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await revokeApiKey(ctx, id);
      return { id };
    },
  }),
}));
