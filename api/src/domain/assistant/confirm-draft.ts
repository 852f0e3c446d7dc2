import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { assistantTexts } from '../../rules/assistant-text.ts';
import { saveFormAnswers } from '../forms/save-form-answers.ts';
import { convertCompletedJobToInvoice } from '../invoices/convert-completed-job.ts';
import { createJob } from '../jobs/create-job.ts';
import { sendJobSms } from '../messaging/send-job-sms.ts';
import { requireAbility } from '../policy.ts';
import { rescheduleJob } from '../schedule/reschedule-job.ts';
import { checkProposal } from './create-draft.ts';
import type { Proposal } from './proposals.ts';

// Confirm: the only way a draft acts. Only the draft's own user, before it expires, once — the claim is one atomic
// update on confirmedAt IS NULL, so two confirms at once act once and the second answers the first's result — and
// through the same domain function the form uses, which checks the user's rights again at this moment.

export interface AssistantAction {
  kind: Proposal['kind'];
  /** The record made or changed: the job, the invoice, or the job the SMS was sent on or whose form was filled. */
  id: string;
  href: string;
  message: string;
}

const done: Record<Proposal['kind'], string> = {
  job: 'Job created',
  invoice: 'Invoice created',
  reschedule: 'Job moved',
  sms: 'SMS sent ✔',
  formAnswers: 'Answers saved to the form: check them, then submit it',
};

const hrefOf = (kind: Proposal['kind'], id: string) => (kind === 'invoice' ? `/invoices/${id}` : `/jobs/${id}`);

async function act(ctx: Context, p: Proposal): Promise<string> {
  if (p.kind === 'job') {
    const job = await createJob(
      ctx,
      {
        customerId: p.customerId,
        scheduledAt: p.scheduledAt,
        assignedTechIds: p.technicianIds,
        title: p.title,
        description: p.description ?? null,
      },
      { select: { id: true } },
    );
    return job.id;
  }
  if (p.kind === 'invoice') return (await convertCompletedJobToInvoice(ctx, p.completedJobId)).invoiceId;
  if (p.kind === 'reschedule') return (await rescheduleJob(ctx, p.jobId, { scheduledAt: p.scheduledAt })).id;
  if (p.kind === 'formAnswers') {
    const form = await saveFormAnswers(ctx, p.formId, { answers: Object.fromEntries(p.answers.map((a) => [a.fieldId, a.text || null])) });
    return form.jobId;
  }
  await sendJobSms(ctx, p.jobId, { messageOverride: p.body });
  return p.jobId;
}

export async function confirmDraft(ctx: Context, draftId: string): Promise<AssistantAction> {
  const user = requireAbility(ctx, 'useAssistant');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (typeof draftId !== 'string' || !uuid.test(draftId)) throw notFound(assistantTexts.draftNotFound);
  // The tenant client keeps this to the caller's organisation; another member's draft is answered as missing.
  const draft = await ctx.db.assistantDraft.findFirst({ where: { id: draftId, userId: user.userId } });
  if (!draft) throw notFound(assistantTexts.draftNotFound);
  const kind = draft.kind as Proposal['kind'];
  const answer = (id: string, message: string): AssistantAction => ({ kind, id, href: hrefOf(kind, id), message });
  if (draft.confirmedAt) {
    if (draft.resultId) return answer(draft.resultId, 'Already confirmed');
    throw new AppError('CONFLICT', 'This draft is being confirmed');
  }
  const now = new Date();
  if (draft.expiresAt <= now) throw new AppError('CONFLICT', assistantTexts.draftExpired);
  const claimed = await ctx.db.assistantDraft.updateMany({
    where: { id: draft.id, userId: user.userId, confirmedAt: null, expiresAt: { gt: now } },
    data: { confirmedAt: now },
  });
  if (claimed.count === 0) {
    const winner = await ctx.db.assistantDraft.findFirst({ where: { id: draft.id }, select: { resultId: true, expiresAt: true } });
    if (winner?.resultId) return answer(winner.resultId, 'Already confirmed');
    if (winner && winner.expiresAt <= now) throw new AppError('CONFLICT', assistantTexts.draftExpired);
    throw new AppError('CONFLICT', 'This draft is being confirmed');
  }
  try {
    // Checked again as the user is now (a role changed, a record deleted or moved since the draft was made).
    const { proposal } = await checkProposal(ctx, draft.proposal);
    const id = await act(ctx, proposal);
    // Done: only what a second Confirm answers is kept (the kind and the result), not what the model wrote.
    await ctx.db.assistantDraft.updateMany({ where: { id: draft.id }, data: { resultId: id, proposal: {}, preview: {} } });
    return answer(id, done[kind]);
  } catch (e) {
    // Nothing was done: the draft can be confirmed again once the problem is fixed (credits bought, a phone added).
    await ctx.db.assistantDraft.updateMany({ where: { id: draft.id, resultId: null }, data: { confirmedAt: null } });
    throw e;
  }
}
