import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import {
  missingTaxDetails,
  missingTaxDetailsMessage,
  TAX_DETAIL_MESSAGES,
  TAX_DETAILS_SETTINGS_PATH,
  type TaxDetail,
} from '../../rules/tax-details.ts';

const taxDetailsSelect = {
  abn: true,
  street: true,
  suburb: true,
  state: true,
  postcode: true,
  phone: true,
  email: true,
  bsb: true,
  accountNumber: true,
  paymentInstructions: true,
} as const;

/** The details the caller's organisation still needs before it sends this kind of document (rules/tax-details.ts). */
export async function taxDetailsMissing(ctx: Context, kind: DocumentKind): Promise<TaxDetail[]> {
  const org = await ctx.db.organization.findFirstOrThrow({ select: taxDetailsSelect });
  return missingTaxDetails(org, kind);
}

/**
 * Refuses to send a quote or an invoice while the business lacks what a valid document needs (ABN, address, phone,
 * email; and on an invoice a way to pay): 409 TAX_DETAILS_REQUIRED, each missing detail a field error, and the
 * Business settings as the action, so every client can say what to add and where.
 */
export async function requireTaxDetails(ctx: Context, kind: DocumentKind): Promise<void> {
  const missing = await taxDetailsMissing(ctx, kind);
  if (missing.length === 0) return;
  throw new AppError('TAX_DETAILS_REQUIRED', missingTaxDetailsMessage(missing, kind), {
    fieldErrors: Object.fromEntries(missing.map((d) => [d, TAX_DETAIL_MESSAGES[d]])),
    action: { label: 'Open Business settings', url: TAX_DETAILS_SETTINGS_PATH },
  });
}
