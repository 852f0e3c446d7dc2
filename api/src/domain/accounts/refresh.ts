import { z } from 'zod';
import { rotateRefreshToken, sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';

const refreshSchema = z.object({ refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required') });

export function refreshTokens(ctx: Context, input: unknown) {
  const { refreshToken } = parseInput(refreshSchema, input);
  return rotateRefreshToken(ctx.db, ctx.config, refreshToken, ctx.meta, (sessionIds) => sessionsRevoked(ctx, { sessionIds }));
}
