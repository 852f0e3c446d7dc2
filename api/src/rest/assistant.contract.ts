import { z } from 'zod';
import { camelKeys } from '../views/account.views.ts';
import { route } from './contract.ts';

// The AI assistant (spec part 2 §7): a chat turn, Confirm of a draft, and the month's use for the admin.

const citation = z.object({
  kind: z.enum(['job', 'customer', 'equipment', 'quote', 'invoice', 'completedJob', 'member', 'form']),
  id: z.string(),
  label: z.string(),
  href: z.string(),
});

export const draftJson = z.object({
  id: z.string(),
  kind: z.enum(['job', 'invoice', 'reschedule', 'sms', 'formAnswers']),
  title: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPriceCents: z.number().int(),
      taxRate: z.number(),
      totalCents: z.number().int(),
    }),
  ),
  totals: z.object({ subtotalCents: z.number().int(), gstCents: z.number().int(), totalCents: z.number().int() }).nullable(),
  smsText: z.string().nullable(),
  smsCredits: z.number().int().nullable(),
  editHref: z.string(),
  expiresAt: z.string(),
});

export const assistantContract = {
  chat: route({
    method: 'POST',
    path: '/api/ai-support/chat',
    summary:
      'One turn of the AI assistant {message (≤ 2,000 characters), conversationHistory (the last 10 messages, each role and content)} → {response, timestamp, citations, draft}. 429 too many a minute, 402 the month’s budget spent, 503 the AI service in trouble',
    access: { can: 'useAssistant' },
    body: z.preprocess(camelKeys, z.object({ message: z.unknown().optional(), conversationHistory: z.unknown().optional() })),
    response: z.object({ response: z.string(), timestamp: z.string(), citations: z.array(citation), draft: draftJson.nullable() }),
    bodyLimit: 64 * 1024,
  }),
  confirm: route({
    method: 'POST',
    path: '/api/ai-support/drafts/{id}/confirm',
    summary:
      'Confirm an assistant draft: only its own user, before it expires (409), once (a second confirm answers the first result); acts through the same function as the form',
    access: { can: 'useAssistant' },
    params: z.object({ id: z.string() }),
    response: z.object({
      kind: z.enum(['job', 'invoice', 'reschedule', 'sms', 'formAnswers']),
      id: z.string(),
      href: z.string(),
      message: z.string(),
    }),
  }),
  draft: route({
    method: 'GET',
    path: '/api/ai-support/drafts/{id}',
    summary:
      'An assistant draft as its own user confirms it (the page an MCP draft links to); another member’s is not found, one already confirmed is 409',
    access: { can: 'useAssistant' },
    params: z.object({ id: z.string() }),
    response: draftJson,
  }),
  usage: route({
    method: 'GET',
    path: '/api/ai-support/usage',
    summary: "The organisation's AI assistant use this calendar month: model requests and tokens against the budget (admins)",
    access: { can: 'seeAssistantUsage' },
    response: z.object({
      since: z.string(),
      requests: z.number().int(),
      requestLimit: z.number().int(),
      tokens: z.number().int(),
      tokenLimit: z.number().int(),
      modelEnabled: z.boolean(),
    }),
  }),
} as const;
