import { assistantChat } from '../domain/assistant/assistant-chat.ts';
import { confirmDraft } from '../domain/assistant/confirm-draft.ts';
import { getAssistantUsage } from '../domain/assistant/get-assistant-usage.ts';
import { getDraft } from '../domain/assistant/get-draft.ts';
import { assistantContract } from './assistant.contract.ts';
import { implement } from './contract.ts';

export const assistantRoutes = implement(assistantContract, {
  chat: ({ ctx, body }) => assistantChat(ctx, body),
  confirm: ({ ctx, params }) => confirmDraft(ctx, params.id),
  draft: ({ ctx, params }) => getDraft(ctx, params.id),
  usage: ({ ctx }) => getAssistantUsage(ctx),
});
