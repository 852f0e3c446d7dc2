import { requireUser } from '../../auth/guards.ts';
import { liveEvents } from '../../auth/live-streams.ts';
import { organisationChanged } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import type { OrganizationUpdatedEvent } from '../../events.ts';
import { requireAbility } from '../policy.ts';
import type { OrganizationOf, OrganizationQuery } from './account-query.ts';
import { updateOrganizationSchema } from './schemas.ts';

/** What the REST views read of the organisation after an update: its details and its subscription. */
export const organizationRead = { include: { subscription: true } } as const satisfies OrganizationQuery;

/**
 * The business details on quotes and invoices (address, ABN, bank, terms, time zone). Admin and manager only.
 * Answers the organisation read as `query` asks.
 */
export async function updateOrganization<Q extends OrganizationQuery = typeof organizationRead>(
  ctx: Context,
  input: unknown,
  query = organizationRead as unknown as Q,
): Promise<OrganizationOf<Q>> {
  const viewer = requireAbility(ctx, 'manageOrganisation');
  const data = parseInput(updateOrganizationSchema, input);
  const org = await ctx.db.organization.update({ ...query, where: { id: viewer.orgId }, data });
  // Members' sessions carry the organisation's time zone: a new zone is read again with each of them.
  if (data.timeZone !== undefined) organisationChanged(ctx, viewer.orgId);
  ctx.events.publish('org:updated', viewer.orgId, { orgId: viewer.orgId });
  return org as OrganizationOf<Q>;
}

/** The member's organisation, each time its details change (while their session and rights stand). */
export function subscribeOrganizationUpdates(ctx: Context): AsyncIterable<OrganizationUpdatedEvent> {
  const user = requireUser(ctx);
  return liveEvents(ctx, ctx.events.subscribe('org:updated', user.orgId));
}
