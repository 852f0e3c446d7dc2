import { z } from 'zod';

/** A message as the REST clients and the Messages tab read it (SMS and email, part 2 §7). */
export const messageJson = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'delivered', 'failed', 'undelivered']),
  provider: z.string(),
  error: z.string().nullable(),
  /** Credits counted (SMS segments, 1 an email, 0 uncounted account mail); 0 once given back after a failure. */
  credits: z.number().int(),
  /** Where the credits came from: the plan's allowance, or a pack. */
  paidFrom: z.enum(['allowance', 'pack', 'none']),
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  quote: z.object({ id: z.string(), number: z.string() }).nullable(),
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  sentBy: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

interface MessageRow {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  status: z.infer<typeof messageJson>['status'];
  provider: string;
  error: string | null;
  credits: number;
  charges: unknown;
  refundedAt: Date | null;
  attachments: unknown;
  createdAt: Date;
  sentAt: Date | null;
  job: { id: string; title: string } | null;
  quote: { id: string; number: string } | null;
  invoice: { id: string; number: string } | null;
  sentBy: { name: string } | null;
}

/** A message row as its JSON. */
export function toMessageJson(m: MessageRow): z.input<typeof messageJson> {
  const charges = Array.isArray(m.charges) ? (m.charges as { packId: string | null }[]) : [];
  const kept = Array.isArray(m.attachments) ? (m.attachments as { filename: string; contentType: string; size: number }[]) : [];
  return {
    id: m.id,
    channel: m.channel,
    to: m.to,
    subject: m.subject,
    body: m.body,
    status: m.status,
    provider: m.provider,
    error: m.error,
    credits: m.refundedAt ? 0 : m.credits,
    paidFrom: m.refundedAt || !charges.length ? 'none' : charges.some((c) => c.packId) ? 'pack' : 'allowance',
    job: m.job,
    quote: m.quote,
    invoice: m.invoice,
    sentBy: m.sentBy?.name ?? null,
    attachments: kept.map((a, i) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      url: `/api/messages/${m.id}/attachments/${i}`,
    })),
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
  };
}
