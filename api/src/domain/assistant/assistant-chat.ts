import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { assistantTexts, safeAnswer } from '../../rules/assistant-text.ts';
import { requireAbility } from '../policy.ts';
import { createDraft, type DraftView } from './create-draft.ts';
import {
  breakerFailure,
  breakerOpenFor,
  breakerSuccess,
  recordAssistantUsage,
  requireAssistantBudget,
  takeAssistantAttempt,
  troubleError,
} from './limits.ts';
import { modelReply } from './model-reply.ts';
import { offlineReply } from './offline-reply.ts';
import type { Citation } from './proposals.ts';
import { chatSchema } from './schemas.ts';

// POST /api/ai-support/chat (spec part 2 §7) and GraphQL assistantChat: one turn of the assistant. With
// OPENAI_API_KEY the model answers through its tools (model-reply.ts); without one the deterministic parser
// (offline-reply.ts). Either way a proposal becomes a stored draft the user confirms; nothing else is written but
// the usage row (counts only). The conversation itself is not stored: the client sends the last 10 messages.

export interface AssistantReply {
  response: string;
  timestamp: string;
  citations: Citation[];
  draft: DraftView | null;
}

export async function assistantChat(ctx: Context, input: unknown): Promise<AssistantReply> {
  const user = requireAbility(ctx, 'useAssistant');
  const { message, conversationHistory } = parseInput(chatSchema, input);
  await takeAssistantAttempt(ctx, user);
  const reply = (response: string, citations: Citation[], draft: DraftView | null): AssistantReply => ({
    response,
    timestamp: new Date().toISOString(),
    citations,
    draft,
  });

  if (!ctx.config.OPENAI_API_KEY) {
    const turn = await offlineReply(ctx, message, conversationHistory);
    let draft: DraftView | null = null;
    let response = turn.response;
    if (turn.proposal) {
      try {
        draft = await createDraft(ctx, turn.proposal);
      } catch (e) {
        // The user's own refusal (not found, not allowed, a form's rule) is the answer, as the model path gives it.
        if (!(e instanceof AppError) || e.status >= 500) throw e;
        response = `I can't prepare that draft: ${e.message}`;
      }
    }
    await recordAssistantUsage(ctx, user, { mode: 'offline', outcome: 'answered' });
    return reply(safeAnswer(response).trim() || assistantTexts.empty, turn.citations, draft);
  }

  await requireAssistantBudget(ctx);
  const open = breakerOpenFor(ctx.config);
  if (open) {
    await recordAssistantUsage(ctx, user, { mode: 'model', outcome: 'breaker_open' });
    throw troubleError(open);
  }
  let turn: Awaited<ReturnType<typeof modelReply>>;
  try {
    turn = await modelReply(ctx, message, conversationHistory);
  } catch {
    breakerFailure(ctx.config);
    await recordAssistantUsage(ctx, user, { mode: 'model', outcome: 'failed' });
    throw troubleError();
  }
  breakerSuccess(ctx.config);
  await recordAssistantUsage(ctx, user, {
    mode: 'model',
    outcome: turn.response === assistantTexts.empty ? 'empty' : 'answered',
    ...turn.usage,
  });
  return reply(turn.response, turn.citations, turn.draft);
}
