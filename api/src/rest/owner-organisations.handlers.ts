import { extendTrial } from '../domain/owner/extend-trial.ts';
import { getOrganisation } from '../domain/owner/get-organisation.ts';
import { grantCredits } from '../domain/owner/grant-credits.ts';
import { listOrganisations } from '../domain/owner/list-organisations.ts';
import { toOrganisationJson, toOrganisationLineJson } from '../views/owner-organisations.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { ownerOrganisationsContract } from './owner-organisations.contract.ts';
import { nextPageLink } from './paging.ts';

// REST routes of the owner's organisations: contracts in owner-organisations.contract.ts, rules in domain/owner.

export const ownerOrganisationsRoutes: BoundRoute[] = implement(ownerOrganisationsContract, {
  async list({ ctx, query, req, reply }) {
    const { organisations, total, limit, offset } = await listOrganisations(ctx, query);
    // The Link header of the house's paged lists (rest/paging.ts): rel="next" while rows remain.
    if (offset + organisations.length < total) nextPageLink(req, reply, { limit, offset });
    return { organizations: organisations.map(toOrganisationLineJson), total, limit, offset };
  },
  async get({ ctx, params }) {
    return toOrganisationJson(await getOrganisation(ctx, params.id));
  },
  async extendTrial({ ctx, params, body }) {
    const { orgId, trialEnd } = await extendTrial(ctx, params.id, body);
    return { organization_id: orgId, trial_end: trialEnd.toISOString() };
  },
  async grantCredits({ ctx, params, body }) {
    const { orgId, packId, channel, quantity } = await grantCredits(ctx, params.id, body);
    return { organization_id: orgId, pack_id: packId, channel, quantity };
  },
});
