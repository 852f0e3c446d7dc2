import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { emailFor } from '../../integrations/email/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { openStorage } from '../../integrations/storage/storage-config.ts';
import { chargeAndRecord, inTransaction, storeCharges } from './charge-credits.ts';
import { deliverEmail, EMAIL_FAILED, type StoredAttachment } from './deliver-email.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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
  attachments?: EmailAttachment[];
  /**
   * Extra header lines, name → value (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). Never stored with
   * the message: they go to the provider from memory, or wait with the withheld text for the sweep.
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

/**
 * The one way Spanner sends an email for an organisation: invites, password resets, quotes, invoices and support
 * replies all come here. Answers the outbox ids of the messages, one per recipient.
 *
 * Counted mail spends one email credit per recipient (plan allowance, then packs; 402 QUOTA_EXCEEDED when both are
 * gone, nothing recorded), charged in the transaction that records the message, so a refused record is never paid
 * for. Attachments are kept in storage with the message. The stored body never holds a private
 * link (`secrets`): the full text goes only to the provider. The local provider writes it to the server's mailbox at
 * once. SMTP is never spoken inside a database transaction: called with a transaction client the message waits
 * `queued` — its full text, when it differs, in `withheldText` until the sweep sends it and erases it — and the
 * messaging sweep delivers it once the transaction has committed (README → Messaging); otherwise it is delivered
 * before this returns, from memory, and a failure gives its credit back and answers 502.
 */
export async function sendOrganisationEmail(
  services: EmailServices,
  orgId: string | null,
  email: OrganisationEmail,
): Promise<{ messageIds: string[] }> {
  const { db, config } = services;
  const storage = services.storage ?? openStorage(config.storage);
  const provider = emailFor(config);
  const recipients = (Array.isArray(email.to) ? email.to : [email.to]).map((to) => to.trim()).filter(Boolean);
  if (!recipients.length) throw new AppError('VALIDATION', emailMessages.recipientRequired);
  const invalid = recipients.find((to) => !EMAIL_PATTERN.test(to) || to.length > 254);
  if (invalid) throw new AppError('VALIDATION', emailMessages.recipientInvalid(invalid));
  const headers = checkedHeaders(email.headers);
  const counted = !!email.counted && !!orgId;
  const stored = withoutSecrets(email.text, email.secrets);
  const waitsForSweep = provider.remote && inTransaction(db);
  const messageIds: string[] = [];
  for (const to of recipients) {
    const id = randomUUID();
    // Attachments are stored first (an outside call, never inside the transaction), and removed again when the
    // message is not recorded after all.
    const attachments: StoredAttachment[] = [];
    try {
      for (const [i, a] of (email.attachments ?? []).entries()) {
        const key = `outbox/${id}/${i}-${a.filename.replace(/[^\w.-]+/g, '_').slice(0, 100)}`;
        attachments.push({ key, filename: a.filename, contentType: a.contentType, size: a.content.length });
        await storage.put(key, a.content, a.contentType);
      }
      const charge = { orgId: counted ? orgId : null, channel: 'email' as const, count: 1 };
      await chargeAndRecord(db, config, charge, (tx, charges) =>
        tx.outgoingMessage.create({
          data: {
            id,
            orgId,
            channel: 'email',
            to,
            subject: email.subject,
            body: stored,
            withheldText: waitsForSweep && stored !== email.text ? email.text : null,
            withheldHeaders: waitsForSweep && headers ? headers : undefined,
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
        }),
      );
    } catch (err) {
      await Promise.all(attachments.map((a) => storage.delete(a.key).catch(() => undefined)));
      throw err;
    }
    messageIds.push(id);
  }
  if (!waitsForSweep) {
    const results = await Promise.all(
      messageIds.map((id) => deliverEmail({ db: db as Db, config, storage }, id, { text: email.text, headers })),
    );
    if (results.some((r) => r === 'failed')) throw new AppError('DELIVERY_FAILED', EMAIL_FAILED);
  }
  return { messageIds };
}
