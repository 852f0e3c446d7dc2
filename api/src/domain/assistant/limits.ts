import { takeAttempt } from '../../auth/rate-limit.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Config } from '../../config.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { assistantTexts } from '../../rules/assistant-text.ts';
import { monthStart } from '../billing/credits.ts';

// The assistant's limits and what it logs (cost and abuse only: counts, token numbers, tool names — never text):
// requests per member a minute (429), model requests and tokens per organisation a calendar month (402), and a
// circuit breaker that answers the 'trouble' text at once while the model service keeps failing.

/** Count this request against the member's minute (both modes: the parser costs little, but abuse is abuse). */
export async function takeAssistantAttempt(ctx: Context, user: UserViewer): Promise<void> {
  await takeAttempt(
    ctx.db,
    [{ key: `assistant:user:${user.userId}`, max: ctx.config.ASSISTANT_REQUESTS_PER_MINUTE, windowMs: 60_000 }],
    assistantTexts.tooMany,
  );
}

/** The organisation's model use this calendar month (UTC): requests and tokens, one statement. */
export async function assistantMonth(ctx: Context, now = new Date()) {
  const since = monthStart(now);
  const used = await ctx.db.assistantUsage.aggregate({
    where: { mode: 'model', outcome: { not: 'breaker_open' }, at: { gte: since } },
    _count: { _all: true },
    _sum: { promptTokens: true, completionTokens: true },
  });
  return {
    since,
    requests: used._count._all,
    tokens: (used._sum.promptTokens ?? 0) + (used._sum.completionTokens ?? 0),
  };
}

/** Refuse a model request once the month's requests or tokens are spent (402 with the spec's text). */
export async function requireAssistantBudget(ctx: Context): Promise<void> {
  const month = await assistantMonth(ctx);
  if (month.requests >= ctx.config.ASSISTANT_MONTHLY_REQUESTS || month.tokens >= ctx.config.ASSISTANT_MONTHLY_TOKENS)
    throw new AppError('QUOTA_EXCEEDED', assistantTexts.quota);
}

/** What one request leaves in AssistantUsage: no message, no answer, no tool arguments or results. */
export interface UsageRecord {
  mode: 'model' | 'offline';
  outcome: 'answered' | 'empty' | 'failed' | 'breaker_open';
  promptTokens?: number;
  completionTokens?: number;
  rounds?: number;
  toolNames?: string[];
  refusedCalls?: number;
}

export async function recordAssistantUsage(ctx: Context, user: UserViewer, r: UsageRecord): Promise<void> {
  await ctx.db.assistantUsage.create({
    data: {
      orgId: user.orgId,
      userId: user.userId,
      mode: r.mode,
      outcome: r.outcome,
      promptTokens: r.promptTokens ?? 0,
      completionTokens: r.completionTokens ?? 0,
      rounds: r.rounds ?? 0,
      toolNames: (r.toolNames ?? []).slice(0, 20),
      refusedCalls: r.refusedCalls ?? 0,
    },
  });
}

/** The circuit breaker of one process (per configuration, so test apps never share one). */
interface Breaker {
  failures: number;
  openUntil: number;
}
const breakers = new WeakMap<Config, Breaker>();
const breakerOf = (config: Config) => {
  let b = breakers.get(config);
  if (!b) {
    b = { failures: 0, openUntil: 0 };
    breakers.set(config, b);
  }
  return b;
};

/** Seconds until the breaker closes again, or 0 when model calls may go ahead. */
export function breakerOpenFor(config: Config, now = Date.now()): number {
  const b = breakerOf(config);
  return b.openUntil > now ? Math.ceil((b.openUntil - now) / 1000) : 0;
}

/**
 * A model call failed: after ASSISTANT_BREAKER_FAILURES in a row the breaker opens for the cool-down. After it, the
 * breaker is half open: the next call tries the service, and if that one fails too it opens again at once (one more
 * failure, not another full run of them); a success closes it.
 */
export function breakerFailure(config: Config, now = Date.now()): void {
  const b = breakerOf(config);
  b.failures += 1;
  if (b.failures >= config.ASSISTANT_BREAKER_FAILURES) {
    b.openUntil = now + config.ASSISTANT_BREAKER_COOLDOWN_SECONDS * 1000;
    b.failures = config.ASSISTANT_BREAKER_FAILURES - 1;
  }
}

export function breakerSuccess(config: Config): void {
  const b = breakerOf(config);
  b.failures = 0;
  b.openUntil = 0;
}

/** The 'trouble' answer: 503, so every client shows its error message and toast. */
export const troubleError = (retryAfterSeconds = 5) => new AppError('SERVICE_UNAVAILABLE', assistantTexts.trouble, { retryAfterSeconds });
