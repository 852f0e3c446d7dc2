import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { assistantMonth } from './limits.ts';

/**
 * The organisation's AI assistant use this calendar month (UTC) against its budget, for the admin (Settings → Usage):
 * model requests and tokens. Requests answered without a model (no OPENAI_API_KEY) cost nothing and are not counted.
 */
export async function getAssistantUsage(ctx: Context) {
  requireAbility(ctx, 'seeAssistantUsage');
  const month = await assistantMonth(ctx);
  return {
    since: month.since.toISOString(),
    requests: month.requests,
    requestLimit: ctx.config.ASSISTANT_MONTHLY_REQUESTS,
    tokens: month.tokens,
    tokenLimit: ctx.config.ASSISTANT_MONTHLY_TOKENS,
    modelEnabled: !!ctx.config.OPENAI_API_KEY,
  };
}
