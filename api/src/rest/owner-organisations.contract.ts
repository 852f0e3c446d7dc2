import { z } from 'zod';
import { extendTrialSchema, grantCreditsSchema, listOrganisationsSchema } from '../domain/owner/schemas.ts';
import { camelKeys } from '../views/account.views.ts';
import { organisationJson, organisationLineJson } from '../views/owner-organisations.views.ts';
import { route } from './contract.ts';

// The owner portal's organisations (the platform owner only; 404 for everyone else): the list, one organisation,
// and the two actions on it. Rules in domain/owner.

const idParams = z.object({ id: z.string().min(1) });

export const ownerOrganisationsContract = {
  list: route({
    method: 'GET',
    path: '/api/admin/organizations',
    summary:
      'Every organisation, a page at a time: search (name, email, ABN), status (trial|active|past_due|canceled), sort (name|plan|status|trial_end|users|jobs|mrr|created), order (asc|desc), limit (25 by default, at most 500) and offset; a Link header points to the next page (owner)',
    access: { can: 'seeBusiness' },
    query: z.preprocess(camelKeys, listOrganisationsSchema),
    response: z.object({
      organizations: z.array(organisationLineJson),
      total: z.number(),
      limit: z.number(),
      offset: z.number(),
    }),
  }),
  get: route({
    method: 'GET',
    path: '/api/admin/organizations/{id}',
    summary:
      'One organisation: details, subscription and MRR, subscription history, MRR movement per month, usage this period, members and recent activity (owner)',
    access: { can: 'seeBusiness' },
    params: idParams,
    response: organisationJson,
  }),
  extendTrial: route({
    method: 'POST',
    path: '/api/admin/organizations/{id}/extend-trial',
    summary:
      "Extend an organisation's trial by {days} (1 to 90) from its end, or from now when it has ended; only a trial (409 otherwise). Recorded in the audit log (owner)",
    access: { can: 'manageOrganisations' },
    params: idParams,
    body: extendTrialSchema,
    response: z.object({ organization_id: z.string(), trial_end: z.string() }),
  }),
  grantCredits: route({
    method: 'POST',
    path: '/api/admin/organizations/{id}/grant-credits',
    summary:
      'Give an organisation {channel: sms|email, quantity: 1 to 10,000} credits: a pack priced 0, never revenue. Recorded in the audit log (owner)',
    access: { can: 'manageOrganisations' },
    params: idParams,
    body: grantCreditsSchema,
    response: z.object({ organization_id: z.string(), pack_id: z.string(), channel: z.enum(['sms', 'email']), quantity: z.number() }),
    status: 201,
  }),
} as const;
