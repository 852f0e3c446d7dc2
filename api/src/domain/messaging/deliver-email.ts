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
  /**
   * The recipient's own copy, sent instead of `key` (an invoice's PDF with its pay link as a QR code): never shown
   * with the message, and its file and this reference erased once the email is sent or failed, as withheld text is.
   */
  withheldKey?: string;
}

/** The attachments as kept once the email has gone: the recipient's own copies forgotten. */
const withoutWithheld = (kept: StoredAttachment[]) => kept.map(({ withheldKey: _, ...a }) => a);

/**
 * Removes the recipient's own copies of an email that has gone (sent or failed), unless another queued email of the
 * same send still needs them (several recipients share one copy). Whichever of them goes last removes the file.
 */
async function eraseWithheldCopies(db: Db, storage: Storage, kept: StoredAttachment[]): Promise<void> {
  for (const { withheldKey } of kept) {
    if (!withheldKey) continue;
    const waiting = await db.outgoingMessage.count({
      where: { status: 'queued', attachments: { array_contains: [{ withheldKey }] } },
    });
    if (!waiting) await storage.delete(withheldKey).catch(() => undefined);
  }
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
 * A claim (sentAt set, status still queued) older than this was left by a process that stopped mid-send: a delivery
 * job takes the email again. SMTP gives up on a connection long before, so a live send is never taken twice.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

/** Queued emails nobody is sending: never claimed, or claimed by a process that stopped (STALE_CLAIM_MS). */
export const unclaimed = (now: Date) => ({
  status: 'queued' as const,
  OR: [{ sentAt: null }, { sentAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }],
});

/** Socket-level failures: the mail server could not be reached or dropped the connection (nodemailer's codes). */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether a provider's failure may pass: the server could not be reached, or answered 4xx ("try again later",
 * RFC 5321). A 5xx answer (no such mailbox, refused) and anything else is permanent.
 */
export function isTransientEmailFailure(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && UNREACHABLE.has(code);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * What became of one try: sent; failed for good (its credit given back); `retry` — a passing failure, the email is
 * queued again and unclaimed for the next try; `skipped` — it was not queued and unclaimed (sent, failed, or being
 * sent by another process right now).
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'skipped';

/**
 * Hand one queued email to the provider, once: the message is claimed with a conditional update (so two jobs, or a
 * job and the request that recorded it, never send it together), sent with its kept attachments, and marked sent.
 * A failure marks it failed and gives its credit back — exactly once, the update being conditional on the claim —
 * unless it may pass (isTransientEmailFailure) and `lastTry` is false: then the claim is let go and `retry` answered.
 * The text (and extra header lines) sent are those the sender still holds in memory, else the full ones withheld
 * with the record, else the stored body; what was withheld is erased once the email is sent or failed. `db` is the
 * organisation's tenant client (or a cross-organisation scope for mail without an organisation).
 */
export async function deliverEmail(
  services: { db: Db; config: Config; storage: Storage },
  messageId: string,
  { inMemory, lastTry = true }: { inMemory?: { text: string; headers?: Record<string, string> }; lastTry?: boolean } = {},
): Promise<DeliveryOutcome> {
  const { db, config, storage } = services;
  const claimedAt = new Date();
  const claimed = await db.outgoingMessage.updateMany({
    where: { id: messageId, channel: 'email', ...unclaimed(claimedAt) },
    data: { sentAt: claimedAt },
  });
  if (!claimed.count) return 'skipped';
  const ours = { id: messageId, status: 'queued' as const, sentAt: claimedAt };
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
  const kept = (message.attachments as StoredAttachment[] | null) ?? [];
  const forgotten = kept.some((a) => a.withheldKey) ? { attachments: withoutWithheld(kept) as unknown as Prisma.InputJsonValue } : {};
  try {
    const attachments = await Promise.all(
      kept.map(async (a) => {
        const file = await storage.get(a.withheldKey ?? a.key);
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
    await db.outgoingMessage.updateMany({
      where: ours,
      data: { status: 'sent', providerId, error: null, withheldText: null, withheldHeaders: Prisma.DbNull, ...forgotten },
    });
    await eraseWithheldCopies(db, storage, kept);
    return 'sent';
  } catch (err) {
    if (!lastTry && isTransientEmailFailure(err)) {
      await db.outgoingMessage.updateMany({ where: ours, data: { sentAt: null, error: errorText(err) } });
      return 'retry';
    }
    const failed = await db.outgoingMessage.updateMany({
      where: ours,
      data: {
        status: 'failed',
        withheldText: null,
        withheldHeaders: Prisma.DbNull,
        error: errorText(err),
        refundedAt: new Date(),
        ...forgotten,
      },
    });
    await eraseWithheldCopies(db, storage, kept);
    const charges = readCharges(message.charges);
    if (failed.count && charges.length && message.orgId) await refundUsage(db, message.orgId, 'email', charges);
    return 'failed';
  }
}
