import { assistantTexts } from '@rules/assistant-text';
import { RequestError } from '../../lib/http';
import { answerOf, type RestAnswer, rest } from '../../lib/rest';

/**
 * Whether a link stays in the app: a path from this origin (one leading slash, no backslash, no spaces or control
 * characters). Used for every link the widget shows: citations, Edit and the confirmation's result.
 */
export function isAppPath(href: string): boolean {
  if (!/^\/(?![/\\])/.test(href) || /[\s\\]/.test(href) || [...href].some((c) => c.charCodeAt(0) < 32)) return false;
  try {
    const base = 'https://app.invalid';
    return new URL(href, base).origin === base;
  } catch {
    return false;
  }
}

// The AI assistant's conversation (spec part 2 §2-§9): messages, the last 10 sent as history, the REST calls
// (POST /api/ai-support/chat, POST /api/ai-support/drafts/{id}/confirm) and the spec's error texts.

/** The spec's texts, word for word (part 2 §8): the server's (rules/assistant-text.ts) and the widget's own. */
export const AI_TEXTS = {
  quota: assistantTexts.quota,
  tooMany: assistantTexts.tooMany,
  trouble: assistantTexts.trouble,
  empty: assistantTexts.empty,
  toastTitle: 'AI Assistant Error',
  thinking: 'Thinking...',
} as const;

/** How many earlier messages go with each request (spec part 2 §9). */
export const HISTORY_SIZE = 10;

/** The quick prompts (spec part 2 §2), sent as they read, each offered to whoever may do what it drafts. */
export const QUICK_PROMPTS = [
  { prompt: 'New Job', ability: null },
  { prompt: 'Invoice', ability: 'manageInvoices' },
] as const;

export type AssistantReply = RestAnswer<'/api/ai-support/chat', 'post'>;
export type Citation = AssistantReply['citations'][number];
export type DraftView = RestAnswer<'/api/ai-support/drafts/{id}', 'get'>;
export type AssistantAction = RestAnswer<'/api/ai-support/drafts/{id}/confirm', 'post'>;

/** A chat message (spec part 2 §3), with what an assistant answer brought. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: Citation[];
  draft?: DraftView | null;
  /** An error answer: shown as the assistant's message (and a toast), never sent back as history. */
  error?: boolean;
}

/** The history a request carries: the last 10 messages before it, role and content only (errors left out). */
export function historyOf(messages: ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((m) => !m.error)
    .slice(-HISTORY_SIZE)
    .map(({ role, content }) => ({ role, content }));
}

/** The spec's text for a failed request: 402 and 429 have their own, anything else is 'trouble'. */
export function errorTextFor(err: unknown): string {
  const status = err instanceof RequestError ? err.status : undefined;
  if (status === 402) return AI_TEXTS.quota;
  if (status === 429) return AI_TEXTS.tooMany;
  return AI_TEXTS.trouble;
}

export function sendChat(message: string, conversationHistory: ChatMessage[]): Promise<AssistantReply> {
  return answerOf(rest.POST('/api/ai-support/chat', { body: { message, conversationHistory: historyOf(conversationHistory) } }));
}

/** A draft as its own user confirms it (GET /api/ai-support/drafts/{id}): the page an MCP answer links to. */
export function getDraft(id: string): Promise<DraftView> {
  return answerOf(rest.GET('/api/ai-support/drafts/{id}', { params: { path: { id } } }));
}

export function confirmDraft(id: string): Promise<AssistantAction> {
  return answerOf(rest.POST('/api/ai-support/drafts/{id}/confirm', { params: { path: { id } } }));
}
