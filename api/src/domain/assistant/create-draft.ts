import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { assistantTexts, stripInvisible } from '../../rules/assistant-text.ts';
import { documentTotals, lineFigures } from '../../rules/document-lines.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { checkAnswers, mergeAnswers } from '../../rules/form-answers.ts';
import { customerCanConfirm, jobMessages } from '../../rules/job-status.ts';
import { confirmPagePath, normaliseSmsPhone, SMS_MAX_LENGTH, smsMessages, smsSegments, withConfirmLink } from '../../rules/sms.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { formForFilling, refuseProblems } from '../forms/form-access.ts';
import { formMessages } from '../forms/job-form-query.ts';
import { completedJobInvoice } from '../invoices/convert-completed-job.ts';
import { madeInvoiceLines } from '../invoices/made-invoice.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { completedJobScope } from '../jobs/job-query.ts';
import { checkTechnicians } from '../jobs/job-references.ts';
import { createJobSchema } from '../jobs/schemas.ts';
import { publicLink } from '../messaging/public-link.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { can, requireAbility } from '../policy.ts';
import { scheduleMessages } from '../schedule/schemas.ts';
import { draftableFields } from './compact-form.ts';
import type { Proposal } from './proposals.ts';

// A proposal (from the model's tool call or the offline parser) becomes a stored draft: checked as the signed-in
// user — the records are the organisation's and ones the user sees, the user's role may do it, as the forms check —
// with the exact preview the user confirms. Nothing is written but the draft itself.

export interface DraftLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxRate: number;
  totalCents: number;
}

export interface DraftView {
  id: string;
  kind: Proposal['kind'];
  title: string;
  fields: { label: string; value: string }[];
  lines: DraftLine[];
  totals: { subtotalCents: number; gstCents: number; totalCents: number } | null;
  smsText: string | null;
  smsCredits: number | null;
  /** The normal form's path, pre-filled by query string (Edit). */
  editHref: string;
  expiresAt: string;
}

const uuid = (label: string) => z.string({ error: `${label} not found` }).uuid(`${label} not found`);
const when = z.string({ error: scheduleMessages.scheduledAtRequired }).max(40);

/** The shape of a proposal, whoever made it: ids, an ISO instant, bounded text; nothing else. */
export const proposalSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('job'),
      customerId: uuid('Customer'),
      scheduledAt: when,
      technicianIds: z.array(uuid('Technician')).max(20),
      title: z.string().trim().min(1, jobMessages.titleRequired).max(200),
      description: z.string().max(5000).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('invoice'), completedJobId: uuid('Completed job') }).strict(),
  z.object({ kind: z.literal('reschedule'), jobId: uuid('Job'), scheduledAt: when }).strict(),
  z
    .object({
      kind: z.literal('sms'),
      jobId: uuid('Job'),
      body: z
        .string()
        .trim()
        .min(1, smsMessages.messageRequired)
        .max(SMS_MAX_LENGTH - 200, smsMessages.messageTooLong),
    })
    .strict(),
  z
    .object({
      kind: z.literal('formAnswers'),
      formId: uuid('Form'),
      answers: z
        .array(z.object({ fieldId: z.string().max(100), text: z.string().max(2000) }).strict())
        .min(1)
        .max(20),
    })
    .strict(),
]);

interface Preview extends Omit<DraftView, 'id' | 'expiresAt'> {}

const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** An ISO instant the job form accepts (its own rule and text), as a Date. */
function instantOf(text: string): Date {
  const parsed = createJobSchema.shape.scheduledAt.safeParse(text);
  if (!parsed.success || !parsed.data) throw new AppError('VALIDATION', scheduleMessages.scheduledAtRequired);
  return parsed.data;
}

async function previewJob(ctx: Context, p: Extract<Proposal, { kind: 'job' }>): Promise<{ proposal: Proposal; preview: Preview }> {
  requireAbility(ctx, 'draftChanges');
  const data = parseInput(createJobSchema, {
    title: stripInvisible(p.title),
    description: p.description ? stripInvisible(p.description) : undefined,
    customerId: p.customerId,
    scheduledAt: p.scheduledAt,
    assignedTechIds: p.technicianIds,
  });
  const at = instantOf(p.scheduledAt);
  const customer = await getCustomer(ctx, p.customerId, { select: { id: true, name: true } });
  const techIds = await checkTechnicians(ctx, p.technicianIds);
  const [zone, techs] = await Promise.all([
    organisationTimeZone(ctx),
    techIds.length ? ctx.db.user.findMany({ where: { id: { in: techIds } }, select: { id: true, name: true } }) : [],
  ]);
  const names = techIds.map((id) => techs.find((t) => t.id === id)?.name ?? '').filter(Boolean);
  const proposal: Proposal = {
    kind: 'job',
    customerId: customer.id,
    scheduledAt: at.toISOString(),
    technicianIds: techIds,
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
  };
  return {
    proposal,
    preview: {
      kind: 'job',
      title: `New job: ${data.title}`,
      fields: [
        { label: 'Customer', value: customer.name },
        { label: 'When', value: formatDateTime(at, zone) },
        { label: 'Technicians', value: names.length ? names.join(', ') : 'Unassigned' },
        { label: 'Title', value: data.title },
        ...(data.description ? [{ label: 'Description', value: data.description }] : []),
      ],
      lines: [],
      totals: null,
      smsText: null,
      smsCredits: null,
      editHref: `/jobs/new?${q({
        customerId: customer.id,
        scheduledAt: at.toISOString(),
        technicianIds: techIds.join(','),
        title: data.title,
        description: data.description ?? undefined,
      })}`,
    },
  };
}

async function previewInvoice(ctx: Context, p: Extract<Proposal, { kind: 'invoice' }>): Promise<{ proposal: Proposal; preview: Preview }> {
  const user = requireAbility(ctx, 'manageInvoices');
  // The invoice Convert to Invoice will write, with the same lines: its charges, less a deposit invoiced on the quote.
  const { job, invoice } = await completedJobInvoice(ctx, p.completedJobId, completedJobScope(user));
  if (!invoice) throw new AppError('CONFLICT', documentMessages.alreadyInvoiced);
  if (!job.customer) throw new AppError('VALIDATION', documentMessages.convertNeedsCustomer);
  const lines = await madeInvoiceLines(ctx.db, invoice);
  const totals = documentTotals(lines, invoice.taxMode);
  return {
    proposal: { kind: 'invoice', completedJobId: job.id },
    preview: {
      kind: 'invoice',
      title: `Invoice: ${job.title}`,
      fields: [
        { label: 'Customer', value: job.customer.name },
        { label: 'Completed job', value: job.title },
        { label: 'Prices', value: invoice.taxMode === 'inclusive' ? 'Include GST' : 'Exclude GST' },
      ],
      lines: lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitAmountCents,
        taxRate: l.taxRate,
        totalCents: lineFigures(l, invoice.taxMode).totalCents,
      })),
      totals: { subtotalCents: totals.subtotalCents, gstCents: totals.taxCents, totalCents: totals.totalCents },
      smsText: null,
      smsCredits: null,
      editHref: `/completed-jobs/${job.id}`,
    },
  };
}

const jobLabel = { id: true, title: true, status: true, scheduledAt: true, customer: { select: { name: true, phone: true } } } as const;

async function previewReschedule(
  ctx: Context,
  p: Extract<Proposal, { kind: 'reschedule' }>,
): Promise<{ proposal: Proposal; preview: Preview }> {
  const user = requireAbility(ctx, 'draftChanges');
  const job = await findVisibleJob(ctx, user, p.jobId, jobLabel);
  if (job.status === 'done') throw new AppError('CONFLICT', scheduleMessages.completed);
  if (job.status === 'cancelled') throw new AppError('CONFLICT', scheduleMessages.cancelled);
  const at = instantOf(p.scheduledAt);
  const zone = await organisationTimeZone(ctx);
  return {
    proposal: { kind: 'reschedule', jobId: job.id, scheduledAt: at.toISOString() },
    preview: {
      kind: 'reschedule',
      title: `Move: ${job.title}`,
      fields: [
        { label: 'Job', value: job.title },
        ...(job.customer ? [{ label: 'Customer', value: job.customer.name }] : []),
        { label: 'From', value: job.scheduledAt ? formatDateTime(job.scheduledAt, zone) : 'Unscheduled' },
        { label: 'To', value: formatDateTime(at, zone) },
      ],
      lines: [],
      totals: null,
      smsText: null,
      smsCredits: null,
      editHref: `/jobs/${job.id}/edit?${q({ scheduledAt: at.toISOString() })}`,
    },
  };
}

async function previewSms(ctx: Context, p: Extract<Proposal, { kind: 'sms' }>): Promise<{ proposal: Proposal; preview: Preview }> {
  const user = requireAbility(ctx, 'draftChanges');
  const job = await findVisibleJob(ctx, user, p.jobId, { ...jobLabel, confirmationToken: true, confirmedAt: true });
  if (!customerCanConfirm(job.status, job.confirmedAt))
    throw new AppError('CONFLICT', jobMessages.confirmLinkUnavailable(job.status, job.confirmedAt));
  const phone = job.customer?.phone?.trim();
  if (!phone) throw new AppError('VALIDATION', smsMessages.phoneRequired);
  const to = normaliseSmsPhone(phone);
  if (!to) throw new AppError('VALIDATION', smsMessages.phoneInvalid);
  const body = stripInvisible(p.body).trim();
  // The send always ends with the customer's confirmation link; its length is what the credits count. A job without
  // a token gets one at the send: a placeholder of the same length stands in for it here.
  const link = publicLink(ctx.config, confirmPagePath(job.confirmationToken ?? 'x'.repeat(32)));
  const sent = withConfirmLink(body, link);
  const shown = can({ user }, 'seeConfirmationTokens') && job.confirmationToken ? sent : withConfirmLink(body, '[confirmation link]');
  return {
    proposal: { kind: 'sms', jobId: job.id, body },
    preview: {
      kind: 'sms',
      title: `SMS to ${job.customer?.name ?? 'the customer'}`,
      fields: [
        { label: 'To', value: `${job.customer?.name ?? ''} (${to})`.trim() },
        { label: 'Job', value: job.title },
      ],
      lines: [],
      totals: null,
      smsText: shown,
      smsCredits: smsSegments(sent),
      editHref: `/jobs/${job.id}?${q({ sms: body })}`,
    },
  };
}

async function previewFormAnswers(
  ctx: Context,
  p: Extract<Proposal, { kind: 'formAnswers' }>,
): Promise<{ proposal: Proposal; preview: Preview }> {
  requireAbility(ctx, 'draftChanges');
  const { form, definition, answers } = await formForFilling(ctx, p.formId);
  if (form.status !== 'draft') throw new AppError('CONFLICT', formMessages.submitted);
  const fields = new Map(draftableFields(definition).map((f) => [f.id, f.label]));
  const drafted = p.answers.map((a) => ({ fieldId: a.fieldId, text: stripInvisible(a.text).trim() }));
  for (const a of drafted) if (!fields.has(a.fieldId)) throw new AppError('VALIDATION', assistantTexts.notATextField);
  // The form's own rule, as a save would apply it (a field hidden by another's answer is refused there too).
  refuseProblems(
    checkAnswers(definition, mergeAnswers(answers, Object.fromEntries(drafted.map((a) => [a.fieldId, a.text || null]))), 'draft'),
  );
  const [job, template] = await Promise.all([
    ctx.db.job.findFirstOrThrow({ where: { id: form.jobId }, select: { title: true } }),
    ctx.db.jobForm.findFirstOrThrow({
      where: { id: form.id },
      select: { templateVersion: { select: { template: { select: { name: true } } } } },
    }),
  ]);
  const name = template.templateVersion.template.name;
  return {
    proposal: { kind: 'formAnswers', formId: form.id, answers: drafted },
    preview: {
      kind: 'formAnswers',
      title: `Answers for ${name}`,
      fields: [
        { label: 'Job', value: job.title },
        ...drafted.map((a) => ({ label: fields.get(a.fieldId) as string, value: a.text || '(cleared)' })),
      ],
      lines: [],
      totals: null,
      smsText: null,
      smsCredits: null,
      editHref: `/jobs/${form.jobId}/forms/${form.id}`,
    },
  };
}

/** The proposal checked as the caller and its preview (also re-run by Confirm, to check again at that moment). */
export async function checkProposal(ctx: Context, input: unknown): Promise<{ proposal: Proposal; preview: Preview }> {
  const p = parseInput(proposalSchema, input) as Proposal;
  if (p.kind === 'job') return previewJob(ctx, p);
  if (p.kind === 'invoice') return previewInvoice(ctx, p);
  if (p.kind === 'reschedule') return previewReschedule(ctx, p);
  if (p.kind === 'formAnswers') return previewFormAnswers(ctx, p);
  return previewSms(ctx, p);
}

/** Store a draft for the signed-in user and answer its view; it can be confirmed for ASSISTANT_DRAFT_MINUTES. */
export async function createDraft(ctx: Context, proposal: Proposal): Promise<DraftView> {
  const user = requireAbility(ctx, 'draftChanges');
  const { proposal: checked, preview } = await checkProposal(ctx, proposal);
  const now = Date.now();
  const expiresAt = new Date(now + ctx.config.ASSISTANT_DRAFT_MINUTES * 60_000);
  // Drafts never confirmed are forgotten a day after they expired (what the model wrote is not kept longer).
  await ctx.db.assistantDraft.deleteMany({
    where: { userId: user.userId, confirmedAt: null, expiresAt: { lt: new Date(now - 86_400_000) } },
  });
  const draft = await ctx.db.assistantDraft.create({
    data: {
      orgId: user.orgId,
      userId: user.userId,
      kind: checked.kind,
      proposal: checked as unknown as Prisma.InputJsonValue,
      preview: preview as unknown as Prisma.InputJsonValue,
      expiresAt,
    },
    select: { id: true },
  });
  return { id: draft.id, ...preview, expiresAt: expiresAt.toISOString() };
}
