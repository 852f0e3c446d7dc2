import { z } from 'zod';
import type { ApiKeyListed } from '../domain/api-keys/api-key-query.ts';
import { API_KEY_ROLES, createApiKeySchema } from '../domain/api-keys/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { route } from './contract.ts';

// API keys (admins): integrators send `Authorization: Bearer spk_…` to every route and to GraphQL.

export const apiKeyJson = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(API_KEY_ROLES),
  /** The first characters of the secret (`spk_` and 6 more) */
  prefix: z.string(),
  /** The member a technician-like or manager-like key acts as; null for a read-only key (or a member since removed) */
  member: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** Recorded at most once a minute */
  last_used_at: z.string().nullable(),
});

export const toApiKeyJson = (k: ApiKeyListed): z.input<typeof apiKeyJson> => ({
  id: k.id,
  name: k.name,
  role: k.role,
  prefix: k.prefix,
  member: k.actsAs ? { id: k.actsAs.id, name: k.actsAs.name } : null,
  created_at: k.createdAt.toISOString(),
  expires_at: k.expiresAt?.toISOString() ?? null,
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
});

export const apiKeysContract = {
  list: route({
    method: 'GET',
    path: '/api/integrations/api-keys',
    summary: "The organisation's API keys that are not revoked, newest first (admin)",
    access: { can: 'manageApiKeys' },
    response: z.array(apiKeyJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/integrations/api-keys',
    summary:
      'Make an API key {name, role: read_only | technician | manager, member_id (the member a technician or manager key acts as: a technician; a manager or admin), expires_at?}: the answer carries its secret, this once (admin)',
    access: { can: 'manageApiKeys' },
    body: z.preprocess(camelKeys, createApiKeySchema),
    response: apiKeyJson.extend({ secret: z.string() }),
    status: 201,
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/integrations/api-keys/{id}',
    summary: 'Revoke an API key: it fails at once everywhere (admin)',
    access: { can: 'manageApiKeys' },
    params: z.object({ id: z.string().min(1) }),
    response: successJson,
  }),
} as const;
