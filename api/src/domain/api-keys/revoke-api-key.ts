import { sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

export const API_KEY_NOT_FOUND = 'API key not found';

/**
 * An admin revokes a key: it fails at once on every process — the same revocation path as a session's, which
 * forgets it in every session cache and closes its live streams (GraphQL subscriptions over WebSocket and SSE).
 */
export async function revokeApiKey(ctx: Context, id: string): Promise<void> {
  requireAbility(ctx, 'manageApiKeys');
  const { count } = await ctx.db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw notFound(API_KEY_NOT_FOUND);
  sessionsRevoked(ctx, { sessionIds: [id] });
}
