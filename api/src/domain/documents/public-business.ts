import { formatAbn } from '../../rules/abn.ts';

/** Who sent a quote or an invoice, as its customer reads them on the private link: the ABN in the ATO's groups, and how to reach the business. */
export interface PublicBusiness {
  name: string;
  abn: string | null;
  phone: string | null;
  email: string | null;
}

export const publicBusinessOf = (org: {
  name: string;
  abn: string | null;
  phone: string | null;
  email: string | null;
}): PublicBusiness => ({
  name: org.name,
  abn: org.abn?.trim() ? formatAbn(org.abn) : null,
  phone: org.phone?.trim() || null,
  email: org.email?.trim() || null,
});
