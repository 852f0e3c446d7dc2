import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { assistantTexts } from '../../rules/assistant-text.ts';
import { requireAbility } from '../policy.ts';
import type { DraftView } from './create-draft.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A draft as its own user confirms it: the page an MCP answer links to (/assistant/drafts/{id}) shows it with
 * Confirm. Only the draft's user sees it (another member's, or another organisation's, is missing); one already
 * confirmed answers so (409), as its preview is no longer kept.
 */
export async function getDraft(ctx: Context, draftId: string): Promise<DraftView> {
  const user = requireAbility(ctx, 'useAssistant');
  if (typeof draftId !== 'string' || !UUID.test(draftId)) throw notFound(assistantTexts.draftNotFound);
  const draft = await ctx.db.assistantDraft.findFirst({
    where: { id: draftId, userId: user.userId },
    select: { id: true, preview: true, expiresAt: true, confirmedAt: true },
  });
  if (!draft) throw notFound(assistantTexts.draftNotFound);
  if (draft.confirmedAt) throw new AppError('CONFLICT', assistantTexts.draftConfirmed);
  return { ...(draft.preview as unknown as Omit<DraftView, 'id' | 'expiresAt'>), id: draft.id, expiresAt: draft.expiresAt.toISOString() };
}
