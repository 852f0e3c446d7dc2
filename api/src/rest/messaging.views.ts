import type { z } from 'zod';
import type { messageJson } from './messaging.contract.ts';

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

/** A message as the REST clients and the Messages tab read it. */
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
