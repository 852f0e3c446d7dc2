import { z } from 'zod';
import { checkReportRange } from '../../rules/report-range.ts';
import { id } from '../fields.ts';

// Input rules of the owner's organisations pages: the list's search, filter, sort and page; the two actions.

export const ORGANISATION_SORTS = ['name', 'plan', 'status', 'trial_end', 'users', 'jobs', 'mrr', 'created'] as const;
export type OrganisationSort = (typeof ORGANISATION_SORTS)[number];
export const ORGANISATION_STATUSES = ['trial', 'active', 'past_due', 'canceled'] as const;

/** The owner's list shows this many organisations a page unless asked otherwise. */
export const ORGANISATIONS_PAGE = 25;
export const ORGANISATIONS_PAGE_MAX = 500;

export const listOrganisationsSchema = z.object({
  search: z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters').optional(),
  status: z.enum(ORGANISATION_STATUSES, { error: 'status must be trial, active, past_due or canceled' }).optional(),
  sort: z.enum(ORGANISATION_SORTS, { error: `sort must be one of ${ORGANISATION_SORTS.join(', ')}` }).default('created'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${ORGANISATIONS_PAGE_MAX}`)
    .max(ORGANISATIONS_PAGE_MAX, `limit must be 1 to ${ORGANISATIONS_PAGE_MAX}`)
    .default(ORGANISATIONS_PAGE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
export type ListOrganisationsInput = z.input<typeof listOrganisationsSchema>;

export const organisationIdSchema = id('Organisation');

export const TRIAL_EXTENSION_MAX_DAYS = 90;
export const extendTrialSchema = z.object({
  days: z
    .number({ error: 'Days must be a number from 1 to 90' })
    .int('Days must be a whole number from 1 to 90')
    .min(1, 'Days must be a number from 1 to 90')
    .max(TRIAL_EXTENSION_MAX_DAYS, 'Days must be a number from 1 to 90'),
});

export const GRANT_MAX_CREDITS = 10_000;
export const grantCreditsSchema = z.object({
  channel: z.enum(['sms', 'email'], { error: 'Channel must be sms or email' }),
  quantity: z
    .number({ error: 'Quantity must be a number from 1 to 10,000' })
    .int('Quantity must be a whole number from 1 to 10,000')
    .min(1, 'Quantity must be a number from 1 to 10,000')
    .max(GRANT_MAX_CREDITS, 'Quantity must be a number from 1 to 10,000'),
});

/** The product id of credits the owner grants: a pack priced 0, never revenue. */
export const grantProductId = (channel: 'sms' | 'email') => `owner-grant-${channel}`;

/**
 * An analytics range: two Melbourne days, inclusive, in order, at most two years apart — the rule every owner report
 * reads (rules/report-range.ts); neither day: this month.
 */
export const analyticsRangeSchema = z.object({ from: z.string().optional(), to: z.string().optional() }).transform((r, ctx) => {
  const checked = checkReportRange(r.from?.trim(), r.to?.trim());
  if ('range' in checked) return checked.range;
  ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
  return z.NEVER;
});
export type AnalyticsRange = z.output<typeof analyticsRangeSchema>;
