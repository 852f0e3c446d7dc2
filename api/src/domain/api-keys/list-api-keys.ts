import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { type ApiKeyListed, apiKeyRead } from './api-key-query.ts';

/** The organisation's keys that are not revoked, newest first (expired ones too, so an admin sees why one stopped). */
export function listApiKeys(ctx: Context): Promise<ApiKeyListed[]> {
  requireAbility(ctx, 'manageApiKeys');
  return ctx.db.apiKey.findMany({ ...apiKeyRead, where: { revokedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}
