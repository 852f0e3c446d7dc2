import { z } from 'zod';
import type { MemberProfile, UserViewer } from '../auth/viewer.ts';
import type { Organization, Subscription, SupportStaff } from '../db/generated/client.ts';
import { can } from '../domain/policy.ts';
import { initialsOf } from '../rules/people.ts';
import { addressJsonFields, toAddressJson } from './address.views.ts';

// The JSON shapes of the spec (part 1 §3, part 2 §3): field names exactly as the native wrappers read them.

export const userJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'manager', 'technician']),
  orgId: z.string(),
  color: z.string(),
  initials: z.string(),
  avatar_url: z.string().nullable(),
  avatar_seed: z.string().nullable(),
  avatar_variant: z.string().nullable(),
});

export const toUserJson = (u: MemberProfile): z.input<typeof userJson> => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  orgId: u.orgId,
  color: u.color,
  initials: initialsOf(u.name),
  avatar_url: u.avatarUrl,
  avatar_seed: u.avatarSeed,
  avatar_variant: u.avatarVariant,
});

export const subscriptionJson = z.object({
  status: z.enum(['trial', 'active', 'past_due', 'canceled']),
  planId: z.enum(['free', 'solo', 'pro', 'enterprise']),
  trialEnd: z.string().nullable(),
  /** When the paid period began (plan changes are pro-rated over it) */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** true once canceled: no further charge, access until currentPeriodEnd */
  cancelAtPeriodEnd: z.boolean(),
});

export const toSubscriptionJson = (s: Subscription): z.input<typeof subscriptionJson> => ({
  status: s.status,
  planId: s.planId,
  trialEnd: s.trialEnd?.toISOString() ?? null,
  currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
  currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

export const orgJson = z.object({
  id: z.string(),
  name: z.string(),
  ...addressJsonFields,
  abn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  account_name: z.string().nullable(),
  bsb: z.string().nullable(),
  account_number: z.string().nullable(),
  payment_instructions: z.string().nullable(),
  invoice_terms: z.string().nullable(),
  quote_terms: z.string().nullable(),
  time_zone: z.string(),
  subscription: subscriptionJson.nullable(),
});

/** The organisation as a member sees it: bank details only for those the policy lets see them. */
export const toOrgJson = (
  o: Organization & { subscription?: Subscription | null },
  viewer: Pick<UserViewer, 'role'> | null,
): z.input<typeof orgJson> => {
  const bank = can({ user: viewer }, 'seeBankDetails');
  return {
    id: o.id,
    name: o.name,
    ...toAddressJson(o),
    abn: o.abn,
    phone: o.phone,
    email: o.email,
    account_name: bank ? o.accountName : null,
    bsb: bank ? o.bsb : null,
    account_number: bank ? o.accountNumber : null,
    payment_instructions: bank ? o.paymentInstructions : null,
    invoice_terms: o.invoiceTerms,
    quote_terms: o.quoteTerms,
    time_zone: o.timeZone,
    subscription: o.subscription ? toSubscriptionJson(o.subscription) : null,
  };
};

export const supportUserJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['support_staff', 'support_admin']),
  avatar_url: z.string().nullable(),
  initials: z.string(),
});

export const toSupportUserJson = (s: SupportStaff): z.input<typeof supportUserJson> => ({
  id: s.id,
  name: s.name,
  email: s.email,
  role: s.role,
  avatar_url: s.avatarUrl,
  initials: initialsOf(s.name),
});

export const successJson = z.object({ success: z.boolean(), message: z.string().optional() });

/** REST clients send snake_case (account_name) or camelCase (accountName); the domain takes camelCase. */
export function camelKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}
