import { hashApiKey, newApiKeySecret, SHOWN_PREFIX_LENGTH } from '../../auth/api-key-token.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type ApiKeyListed, apiKeyRead } from './api-key-query.ts';
import { createApiKeySchema } from './schemas.ts';

/**
 * An admin makes an API key for their organisation: the key as the list shows it, and its secret — answered this
 * once and never again (only its SHA-256 hash is kept).
 */
export async function createApiKey(ctx: Context, input: unknown): Promise<{ key: ApiKeyListed; secret: string }> {
  const admin = requireAbility(ctx, 'manageApiKeys');
  const { name, role, expiresAt } = parseInput(createApiKeySchema, input);
  const secret = newApiKeySecret();
  const key = await ctx.db.apiKey.create({
    ...apiKeyRead,
    data: {
      orgId: admin.orgId,
      createdById: admin.userId,
      name,
      role,
      expiresAt: expiresAt ?? null,
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      tokenHash: hashApiKey(secret),
    },
  });
  return { key, secret };
}
