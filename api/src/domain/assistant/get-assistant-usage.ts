import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { assistantMonth } from './limits.ts';

/** The assistant's use this month against its budget; the times as ISO strings. */
export interface AssistantUsage {
  since: string;
  requests: number;
  requestLimit: number;
  tokens: number;
  tokenLimit: number;
  /** False when no OPENAI_API_KEY is set (replies are then made without a model). */
  modelEnabled: boolean;
}

/**
 * The organisation's AI assistant use this calendar month (UTC) against its budget, for the admin (Settings → Usage):
 * model requests and tokens. Requests answered without a model (no OPENAI_API_KEY) cost nothing and are not counted.
 */
export async function getAssistantUsage(ctx: Context): Promise<AssistantUsage> {
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
