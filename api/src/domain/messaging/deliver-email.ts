import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { emailFor } from '../../integrations/email/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { refundUsage } from '../billing/record-usage.ts';
import { readCharges } from './charge-credits.ts';

export const EMAIL_FAILED = 'Failed to send email';

/** An attachment as the outbox keeps it (OutgoingMessage.attachments). */
export interface StoredAttachment {
  key: string;
  filename: string;
  contentType: string;
  size: number;
}

/** '"Acme Plumbing via Spanner" <no-reply@…>': the organisation's name, Spanner's address (MAIL_FROM). */
export function fromOrganisation(name: string, mailFrom: string): string {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `"${name.replace(/["\\<>\r\n]/g, '')} via Spanner" <${address}>`;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A claim (sentAt set, status still queued) older than this was left by a process that stopped mid-send: the sweep
 * takes the email again. SMTP gives up on a connection long before, so a live send is never taken twice.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

/** Queued emails nobody is sending: never claimed, or claimed by a process that stopped (STALE_CLAIM_MS). */
export const unclaimed = (now: Date) => ({
  status: 'queued' as const,
  OR: [{ sentAt: null }, { sentAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }],
});

/**
 * Hand one queued email to the provider, once: the message is claimed with a conditional update (so two sweeps
 * never send it twice), sent with its kept attachments, and marked sent — or failed, with its credit given back.
 * The text (and extra header lines) sent are those the sender still holds in memory, else the full ones withheld for
 * the sweep, else the stored body; what was withheld is erased either way. `db` is the organisation's tenant client (or Spanner's
 * own for mail without an organisation).
 */
export async function deliverEmail(
  services: { db: Db; config: Config; storage: Storage },
  messageId: string,
  inMemory?: { text: string; headers?: Record<string, string> },
): Promise<'sent' | 'failed' | 'skipped'> {
  const { db, config, storage } = services;
  const now = new Date();
  const claimed = await db.outgoingMessage.updateMany({
    where: { id: messageId, channel: 'email', ...unclaimed(now) },
    data: { sentAt: now },
  });
  if (!claimed.count) return 'skipped';
  const message = await db.outgoingMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: {
      orgId: true,
      to: true,
      subject: true,
      body: true,
      withheldText: true,
      withheldHeaders: true,
      attachments: true,
      charges: true,
      org: { select: { email: true, name: true } },
    },
  });
  try {
    const kept = (message.attachments as StoredAttachment[] | null) ?? [];
    const attachments = await Promise.all(
      kept.map(async (a) => {
        const file = await storage.get(a.key);
        if (!file) throw new Error(`The attachment ${a.filename} is missing from storage`);
        return { filename: a.filename, contentType: a.contentType, content: await readAll(file.stream) };
      }),
    );
    const { providerId } = await emailFor(config).send({
      from: message.org ? fromOrganisation(message.org.name, config.MAIL_FROM) : config.MAIL_FROM,
      to: message.to,
      replyTo: message.org?.email ?? undefined,
      subject: message.subject ?? '',
      text: inMemory?.text ?? message.withheldText ?? message.body,
      headers: inMemory ? inMemory.headers : ((message.withheldHeaders as Record<string, string> | null) ?? undefined),
      attachments,
    });
    await db.outgoingMessage.update({
      where: { id: messageId },
      data: { status: 'sent', providerId, withheldText: null, withheldHeaders: Prisma.DbNull },
    });
    return 'sent';
  } catch (err) {
    await db.outgoingMessage.update({
      where: { id: messageId },
      data: {
        status: 'failed',
        withheldText: null,
        withheldHeaders: Prisma.DbNull,
        error: err instanceof Error ? err.message.slice(0, 500) : String(err),
        refundedAt: new Date(),
      },
    });
    const charges = readCharges(message.charges);
    if (charges.length && message.orgId) await refundUsage(db, message.orgId, 'email', charges);
    return 'failed';
  }
}
