import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { tenantOrgOf } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { type DocumentKind, documentMessages, formatDocumentNumber } from '../../rules/document-status.ts';
import { requireAbility } from '../policy.ts';

// Per-organisation numbers QU-0001… and INV-0001…. The counters live on the organisation
// (nextQuoteNumber, nextInvoiceNumber) and move with one atomic UPDATE … RETURNING, so two people saving at the same
// moment get two numbers; (orgId, number) is unique, so a number a user typed earlier is skipped, and a number a
// user types now that is taken is refused with a clear message.

const counter = { quote: 'nextQuoteNumber', invoice: 'nextInvoiceNumber' } as const;

/** The number the next document would get, for the editor's placeholder (not reserved). */
export async function peekDocumentNumber(ctx: Context, kind: DocumentKind): Promise<string> {
  requireAbility(ctx, kind === 'quote' ? 'manageQuotes' : 'manageInvoices');
  const org = await ctx.db.organization.findFirstOrThrow({ select: { nextQuoteNumber: true, nextInvoiceNumber: true } });
  let n = org[counter[kind]];
  // Skip numbers users typed themselves (a few statements at most: typed numbers are rare).
  for (let i = 0; i < 20; i++) {
    const number = formatDocumentNumber(kind, n);
    if (!(await numberTaken(ctx, kind, number))) return number;
    n++;
  }
  return formatDocumentNumber(kind, n);
}

async function numberTaken(ctx: Context, kind: DocumentKind, number: string): Promise<boolean> {
  const where = { where: { number } };
  return (kind === 'quote' ? await ctx.db.quote.count(where) : await ctx.db.invoice.count(where)) > 0;
}

async function takeNextNumber(ctx: Context, kind: DocumentKind): Promise<string> {
  const field = counter[kind];
  const org = await ctx.db.organization.update({
    // A member's organisation; a customer's link (Accept & pay deposit) acts through its organisation's tenant client.
    where: { id: tenantOrgOf(ctx.db) ?? requireUser(ctx).orgId },
    data: { [field]: { increment: 1 } },
    select: { nextQuoteNumber: true, nextInvoiceNumber: true },
  });
  return formatDocumentNumber(kind, org[field] - 1);
}

const isNumberClash = (e: unknown) => {
  const err = e as { code?: string; meta?: { target?: unknown; driverAdapterError?: unknown } } | null;
  return err?.code === 'P2002';
};

/**
 * Saves a document under a number: the one the user typed (refused when taken), or the next of the sequence
 * (moving past numbers already used). `save` writes the document and must fail with P2002 on a taken number.
 */
export async function withDocumentNumber<T>(
  ctx: Context,
  kind: DocumentKind,
  typed: string | null | undefined,
  save: (number: string) => Promise<T>,
): Promise<T> {
  if (typed) {
    try {
      return await save(typed);
    } catch (e) {
      if (isNumberClash(e))
        throw new AppError('CONFLICT', documentMessages.numberTaken(typed), {
          fieldErrors: { number: documentMessages.numberTaken(typed) },
        });
      throw e;
    }
  }
  for (let attempt = 0; ; attempt++) {
    const number = await takeNextNumber(ctx, kind);
    try {
      return await save(number);
    } catch (e) {
      if (!isNumberClash(e) || attempt >= 50) throw e;
    }
  }
}

/** A changed number on update: refused when another document of the organisation has it. */
export function numberClashOnUpdate(number: string | null | undefined) {
  return (e: unknown): never => {
    if (isNumberClash(e) && number)
      throw new AppError('CONFLICT', documentMessages.numberTaken(number), {
        fieldErrors: { number: documentMessages.numberTaken(number) },
      });
    throw e;
  };
}
