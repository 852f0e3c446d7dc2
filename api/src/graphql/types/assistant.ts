import { type AssistantReply, assistantChat } from '../../domain/assistant/assistant-chat.ts';
import { type AssistantAction, confirmDraft } from '../../domain/assistant/confirm-draft.ts';
import type { DraftLine, DraftView } from '../../domain/assistant/create-draft.ts';
import { type AssistantUsage, getAssistantUsage } from '../../domain/assistant/get-assistant-usage.ts';
import { getDraft } from '../../domain/assistant/get-draft.ts';
import type { Citation } from '../../domain/assistant/proposals.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// The AI assistant: the same domain functions and shapes as POST /api/ai-support/chat and
// /api/ai-support/drafts/{id}/confirm.

const AssistantCitation = builder.objectRef<Citation>('AssistantCitation').implement({
  description: 'A record an answer used, as an app path',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'job, customer, equipment, quote, invoice, completedJob, member or form' }),
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    href: t.exposeString('href', { description: 'An app path, e.g. /jobs/<id>' }),
  }),
});

const AssistantDraftField = builder.objectRef<{ label: string; value: string }>('AssistantDraftField').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }),
});

const AssistantDraftLine = builder.objectRef<DraftLine>('AssistantDraftLine').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    quantity: t.exposeFloat('quantity'),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    taxRate: t.exposeFloat('taxRate'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

const AssistantDraftTotals = builder.objectRef<NonNullable<DraftView['totals']>>('AssistantDraftTotals').implement({
  fields: (t) => ({
    subtotalCents: t.exposeInt('subtotalCents'),
    gstCents: t.exposeInt('gstCents'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

const AssistantDraftView = builder.objectRef<DraftView>('AssistantDraftView').implement({
  description: 'A draft exactly as Confirm will make or send it; held by the server, confirmable once before expiresAt',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'job, invoice, reschedule, sms or formAnswers' }),
    title: t.exposeString('title'),
    fields: t.field({ type: [AssistantDraftField], resolve: (d) => d.fields }),
    lines: t.field({ type: [AssistantDraftLine], resolve: (d) => d.lines }),
    totals: t.field({ type: AssistantDraftTotals, nullable: true, resolve: (d) => d.totals }),
    smsText: t.exposeString('smsText', { nullable: true }),
    smsCredits: t.exposeInt('smsCredits', { nullable: true }),
    editHref: t.exposeString('editHref', { description: "The normal form's path, pre-filled" }),
    expiresAt: t.exposeString('expiresAt'),
  }),
});

const AssistantReplyRef = builder.objectRef<AssistantReply>('AssistantReply').implement({
  description: 'One turn of the assistant: the answer (safe text), the records it used and at most one draft',
  fields: (t) => ({
    response: t.exposeString('response'),
    timestamp: t.exposeString('timestamp'),
    citations: t.field({ type: [AssistantCitation], resolve: (r) => r.citations }),
    draft: t.field({ type: AssistantDraftView, nullable: true, resolve: (r) => r.draft }),
  }),
});

const AssistantActionRef = builder.objectRef<AssistantAction>('AssistantAction').implement({
  description: 'What a confirmed draft did',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    id: t.exposeID('id'),
    href: t.exposeString('href'),
    message: t.exposeString('message'),
  }),
});

const AssistantUsageRef = builder.objectRef<AssistantUsage>('AssistantUsage').implement({
  description: "The organisation's AI assistant use this calendar month against its budget",
  fields: (t) => ({
    since: t.exposeString('since'),
    requests: t.exposeInt('requests'),
    requestLimit: t.exposeInt('requestLimit'),
    tokens: t.exposeInt('tokens'),
    tokenLimit: t.exposeInt('tokenLimit'),
    modelEnabled: t.exposeBoolean('modelEnabled'),
  }),
});

const AssistantMessageInput = builder.inputType('AssistantMessageInput', {
  fields: (t) => ({
    role: t.string({ required: true, description: 'user or assistant' }),
    content: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  assistantDraft: t.field({
    type: AssistantDraftView,
    errors: appErrors,
    authScopes: { can: 'useAssistant' },
    description: 'An assistant draft as its own user confirms it (as GET /api/ai-support/drafts/{id}; the page an MCP draft links to)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getDraft(ctx, String(id)),
  }),
  assistantUsage: t.field({
    type: AssistantUsageRef,
    authScopes: { can: 'seeAssistantUsage' },
    resolve: (_root, _args, ctx) => getAssistantUsage(ctx),
  }),
}));

builder.mutationFields((t) => ({
  assistantChat: t.field({
    type: AssistantReplyRef,
    errors: appErrors,
    authScopes: { can: 'useAssistant' },
    description:
      "One turn of the AI assistant (as POST /api/ai-support/chat): history is the last 10 messages. QUOTA_EXCEEDED, RATE_LIMITED and SERVICE_UNAVAILABLE carry the spec's texts",
    args: {
      message: t.arg.string({ required: true }),
      history: t.arg({ type: [AssistantMessageInput], required: true }),
    },
    resolve: (_root, { message, history }, ctx) => assistantChat(ctx, { message, conversationHistory: history }),
  }),
  confirmAssistantDraft: t.field({
    type: AssistantActionRef,
    errors: appErrors,
    authScopes: { can: 'useAssistant' },
    description: "Confirm an assistant draft: its own user, before it expires, once; through the form's own function",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => confirmDraft(ctx, String(id)),
  }),
}));
