import { createApiKey } from '../domain/api-keys/create-api-key.ts';
import { listApiKeys } from '../domain/api-keys/list-api-keys.ts';
import { revokeApiKey } from '../domain/api-keys/revoke-api-key.ts';
import { apiKeysContract, toApiKeyJson } from './api-keys.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

// REST routes for API keys: contracts in api-keys.contract.ts, implemented here.
export const apiKeysRoutes: BoundRoute[] = implement(apiKeysContract, {
  async list({ ctx }) {
    return (await listApiKeys(ctx)).map(toApiKeyJson);
  },
  async create({ ctx, body }) {
    const { key, secret } = await createApiKey(ctx, body);
    return { ...toApiKeyJson(key), secret };
  },
  async revoke({ ctx, params }) {
    await revokeApiKey(ctx, params.id);
    return { success: true };
  },
});
