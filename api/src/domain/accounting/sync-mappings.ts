import { AppError } from '../../errors.ts';

/** The accounts and tax types a push needs from the connection's mappings (chosen in Settings → Accounting). */
export interface PushMappings {
  salesAccountCode: string;
  gstTaxType: string;
  gstFreeTaxType: string;
  /** Where payments recorded in Spanner land in the books (a bank or clearing account) */
  clearingAccountCode: string;
}

const FIELDS: Record<keyof PushMappings, string> = {
  salesAccountCode: 'the sales account',
  gstTaxType: 'the GST on Income tax type',
  gstFreeTaxType: 'the GST-free tax type',
  clearingAccountCode: 'the account for payments recorded in Spanner',
};

/** The mappings a push needs, or a refusal naming what is not chosen yet. */
export function pushMappings(mappings: unknown, needed: (keyof PushMappings)[]): PushMappings {
  const m = (mappings ?? {}) as Record<string, unknown>;
  const missing = needed.filter((k) => typeof m[k] !== 'string' || !(m[k] as string).trim());
  if (missing.length)
    throw new AppError('CONFLICT', `Choose ${missing.map((k) => FIELDS[k]).join(', ')} in Settings → Accounting before syncing`);
  return m as unknown as PushMappings;
}
