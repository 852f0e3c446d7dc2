import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { listMessagesSchema } from './schemas.ts';

export type MessageQuery = Pick<Prisma.OutgoingMessageFindManyArgs, 'select' | 'include' | 'take' | 'skip' | 'cursor'>;
/** What a message read returns for the caller's selection (see JobOf). */
export type MessageOf<Q extends MessageQuery> = Prisma.OutgoingMessageGetPayload<Q & object>;

/** What the Messages tab shows of each message, and what it is about. */
export const messageRead = {
  include: {
    job: { select: { id: true, title: true } },
    quote: { select: { id: true, number: true } },
    invoice: { select: { id: true, number: true } },
    sentBy: { select: { id: true, name: true } },
  },
} as const;

/**
 * Mail about one person's own account (password resets, member invites) is theirs, not the organisation's: no list
 * and no attachment of the organisation's reaches it, whoever asks.
 */
const organisationMail = { accountMail: false } as const;

/**
 * The Messages tab (Settings, admin and manager): every SMS and email the organisation sent, newest first — to whom,
 * about which job, quote or invoice, its status and the credits it cost. Account mail is left out, and private links
 * were never stored (send-email.ts); the emails themselves are in the recipients' mailboxes.
 */
export async function listMessages<Q extends MessageQuery = typeof messageRead>(
  ctx: Context,
  filters: unknown,
  query: Q = messageRead as Q,
): Promise<MessageOf<Q>[]> {
  requireAbility(ctx, 'seeMessages');
  const where = parseInput(listMessagesSchema, filters ?? {});
  return ctx.db.outgoingMessage.findMany({
    ...query,
    where: { ...organisationMail, ...(where.channel ? { channel: where.channel } : {}), ...(where.jobId ? { jobId: where.jobId } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  }) as never;
}

/** One message's kept attachment, for the Messages tab to open (admin and manager). */
export async function openMessageAttachment(ctx: Context, messageId: string, index: number) {
  requireAbility(ctx, 'seeMessages');
  const message = await ctx.db.outgoingMessage.findFirst({ where: { id: messageId, ...organisationMail }, select: { attachments: true } });
  const kept = (message?.attachments as { key: string; filename: string; contentType: string }[] | null) ?? [];
  const attachment = kept[index];
  const file = attachment ? await ctx.storage.get(attachment.key) : null;
  if (!attachment || !file) return null;
  return { ...file, filename: attachment.filename, contentType: attachment.contentType };
}
