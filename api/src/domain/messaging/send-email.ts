import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { emailFor } from '../../integrations/email/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { openStorage } from '../../integrations/storage/storage-config.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RawQueryClient } from '../../jobs/sql-executor.ts';
import { chargeAndRecord, inTransaction, storeCharges } from './charge-credits.ts';
import { deliverEmail, EMAIL_FAILED, type StoredAttachment } from './deliver-email.ts';
import { BACKUP_DELAY_SECONDS, emailDeliveryJob } from './email-delivery-job.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /**
   * The recipient's own version of the file, holding what only the recipient may hold (an invoice's PDF with its
   * pay link as a QR code): sent instead of `content`, while the Messages tab keeps and shows `content`.
   */
  withheldContent?: Buffer;
}

/** One email of an organisation (or of Spanner itself, orgId null): to one or more recipients. */
export interface OrganisationEmail {
  to: string | string[];
  subject: string;
  text: string;
  /**
   * Private links in the text that only the recipient may hold (a password reset, an invite, a quote's customer
   * page). The stored copy — what Settings → Messages shows — has each replaced with WITHHELD_LINK; only the
   * recipient's mail (SMTP, or the local mailbox on the server's disk) carries them.
   */
  secrets?: string[];
  /**
   * Mail about the recipient's own account (password reset, member invite): recorded for its delivery status but
   * never listed in the organisation's Messages tab, whoever may read that tab.
   */
  accountMail?: boolean;
  /**
   * Files to attach: in memory (outside a transaction only: they are put in storage, which may be another machine),
   * or put in storage beforehand with storeEmailAttachments (how a sender inside a transaction attaches files).
   */
  attachments?: (EmailAttachment | StoredAttachment)[];
  /**
   * Extra header lines, name → value (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). Never shown with
   * the message: they wait with the withheld text for the delivery job, erased once it is sent or failed.
   */
  headers?: Record<string, string>;
  /** What the email is about, shown in the Messages tab. */
  about?: { jobId?: string; quoteId?: string; invoiceId?: string };
  sentById?: string | null;
  /**
   * Whether the email is paid from the organisation's email allowance (customer-facing mail: quotes, invoices,
   * replies). Account mail (invites, password resets) is never counted and never refused.
   */
  counted?: boolean;
}

export interface EmailServices {
  db: Db | Prisma.TransactionClient;
  config: Config;
  /** Where attachments are kept for the Messages tab (default: the local upload folder). */
  storage?: Storage;
  /**
   * The job queue: each email's delivery job is sent in the transaction that records it. Required for SMTP inside a
   * transaction; a caller outside one without it gets delivery at once and no back-up job.
   */
  jobs?: Pick<JobQueue, 'send'>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailMessages = {
  recipientRequired: 'Enter at least one email address',
  recipientInvalid: (to: string) => `${to} is not a valid email address`,
} as const;

/** What the stored copy of an email says where the email itself carries a private link. */
export const WITHHELD_LINK = '[private link, sent only to the recipient]';

/** The text with each private link replaced by WITHHELD_LINK: what may be stored and shown. */
export const withoutSecrets = (text: string, secrets: string[] = []) =>
  secrets.filter(Boolean).reduce((kept, secret) => kept.replaceAll(secret, WITHHELD_LINK), text);

/** Header lines are written by Spanner's own code: a name or value that could start another header is a programming error. */
function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers || !Object.keys(headers).length) return undefined;
  for (const [name, value] of Object.entries(headers))
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value)) throw new Error(`Email header ${name} is not a single header line`);
  return headers;
}

const storedAt = (folder: string, i: number, filename: string) =>
  `outbox/${folder}/${i}-${filename.replace(/[^\w.-]+/g, '_').slice(0, 100)}`;

/**
 * Put an email's attachments in storage before the transaction that records the email (storage may be another
 * machine, and no outside call runs inside a transaction). Pass what it answers as the email's attachments; if the
 * transaction fails, discardEmailAttachments removes them again.
 */
export async function storeEmailAttachments(storage: Storage, attachments: EmailAttachment[]): Promise<StoredAttachment[]> {
  const folder = randomUUID();
  const stored: StoredAttachment[] = [];
  try {
    for (const [i, a] of attachments.entries()) {
      const key = storedAt(folder, i, a.filename);
      await storage.put(key, a.content, a.contentType);
      stored.push({ key, filename: a.filename, contentType: a.contentType, size: a.content.length });
      if (a.withheldContent) {
        const withheldKey = storedAt(`${folder}/withheld`, i, a.filename);
        await storage.put(withheldKey, a.withheldContent, a.contentType);
        stored[stored.length - 1].withheldKey = withheldKey;
      }
    }
    return stored;
  } catch (err) {
    await discardEmailAttachments(storage, stored);
    throw err;
  }
}

export async function discardEmailAttachments(storage: Storage, stored: StoredAttachment[]): Promise<void> {
  const keys = stored.flatMap((a) => (a.withheldKey ? [a.key, a.withheldKey] : [a.key]));
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

const inMemory = (a: EmailAttachment | StoredAttachment): a is EmailAttachment => 'content' in a;

/**
 * The one way Spanner sends an email for an organisation: invites, password resets, quotes, invoices and support
 * replies all come here. Answers the outbox ids of the messages, one per recipient.
 *
 * Counted mail spends one email credit per recipient (plan allowance, then packs; 402 QUOTA_EXCEEDED when both are
 * gone, nothing recorded), charged in the transaction that records the message, so a refused record is never paid
 * for. The stored body never holds a private link (`secrets`): the full text goes only to the provider, waiting
 * until then in `withheldText`. The local mailbox (no network) writes each email at once. With SMTP, each message's
 * delivery job (email-delivery-job.ts) is sent in the transaction that records it — the caller's when there is one,
 * so a rolled-back email is never sent and a committed one always has its job, which delivers it after the commit
 * with retries. Outside a transaction (a person pressed Send) the email is also delivered at once, from memory,
 * and a failure gives its credit back and answers 502 'Failed to send email'; its job is then only the back-up for
 * a process that stopped before sending (docs/messaging.md → Delivery and crashes).
 */
export async function sendOrganisationEmail(
  services: EmailServices,
  orgId: string | null,
  email: OrganisationEmail,
): Promise<{ messageIds: string[] }> {
  const { db, config, jobs } = services;
  const storage = services.storage ?? openStorage(config.storage);
  const provider = emailFor(config);
  const recipients = (Array.isArray(email.to) ? email.to : [email.to]).map((to) => to.trim()).filter(Boolean);
  if (!recipients.length) throw new AppError('VALIDATION', emailMessages.recipientRequired);
  const invalid = recipients.find((to) => !EMAIL_PATTERN.test(to) || to.length > 254);
  if (invalid) throw new AppError('VALIDATION', emailMessages.recipientInvalid(invalid));
  const headers = checkedHeaders(email.headers);
  const counted = !!email.counted && !!orgId;
  const stored = withoutSecrets(email.text, email.secrets);
  const callersTransaction = inTransaction(db);
  const given = email.attachments ?? [];
  if (callersTransaction && given.some(inMemory))
    throw new Error('Inside a transaction, attach files put in storage beforehand (storeEmailAttachments)');
  if (callersTransaction && provider.remote && !jobs)
    throw new Error('An email recorded inside a transaction is delivered by its job: pass the job queue (services.jobs)');
  const messageIds: string[] = [];
  for (const to of recipients) {
    const id = randomUUID();
    // Files in memory are stored first (outside any transaction: this path has none), one copy per message, and
    // removed again when the message is not recorded after all.
    const ownCopies = given.some(inMemory) ? await storeEmailAttachments(storage, given.filter(inMemory)) : [];
    const attachments = [...given.filter((a) => !inMemory(a)), ...ownCopies] as StoredAttachment[];
    try {
      const charge = { orgId: counted ? orgId : null, channel: 'email' as const, count: 1 };
      await chargeAndRecord(db, config, charge, async (tx, charges) => {
        await tx.outgoingMessage.create({
          data: {
            id,
            orgId,
            channel: 'email',
            to,
            subject: email.subject,
            body: stored,
            withheldText: provider.remote && stored !== email.text ? email.text : null,
            withheldHeaders: provider.remote && headers ? headers : undefined,
            accountMail: !!email.accountMail,
            status: 'queued',
            provider: provider.name,
            sentById: email.sentById ?? null,
            jobId: email.about?.jobId ?? null,
            quoteId: email.about?.quoteId ?? null,
            invoiceId: email.about?.invoiceId ?? null,
            credits: charges.length,
            charges: charges.length ? storeCharges(charges) : undefined,
            packId: charges.find((c) => c.packId)?.packId ?? null,
            attachments: attachments.length ? (attachments as unknown as Prisma.InputJsonValue) : undefined,
          },
          select: { id: true },
        });
        if (provider.remote && jobs)
          await jobs.send(
            emailDeliveryJob,
            { messageId: id, ...(orgId ? { orgId } : {}) },
            { tx: tx as unknown as RawQueryClient, key: id, delaySeconds: callersTransaction ? undefined : BACKUP_DELAY_SECONDS },
          );
      });
    } catch (err) {
      await discardEmailAttachments(storage, ownCopies);
      throw err;
    }
    messageIds.push(id);
  }
  // The local mailbox is a file on this machine: written at once, even inside a transaction.
  if (!provider.remote || !callersTransaction) {
    const results = await Promise.all(
      messageIds.map((id) => deliverEmail({ db: db as Db, config, storage }, id, { inMemory: { text: email.text, headers } })),
    );
    if (results.some((r) => r === 'failed')) throw new AppError('DELIVERY_FAILED', EMAIL_FAILED);
  }
  return { messageIds };
}
