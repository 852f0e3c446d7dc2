import { requireUser } from '../../auth/guards.ts';
import { liveEvents } from '../../auth/live-streams.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import type { OrganizationUpdatedEvent } from '../../events.ts';
import { requireAbility } from '../policy.ts';
import { updateOrganizationSchema } from './schemas.ts';

/** The business details on quotes and invoices (address, ABN, bank, terms, time zone). Admin and manager only. */
export async function updateOrganization(ctx: Context, input: unknown) {
  const viewer = requireAbility(ctx, 'manageOrganisation');
  const data = parseInput(updateOrganizationSchema, input);
  const org = await ctx.db.organization.update({ where: { id: viewer.orgId }, data, include: { subscription: true } });
  ctx.events.publish('org:updated', org.id, { orgId: org.id });
  return org;
}

/** The member's organisation, each time its details change (while their session and rights stand). */
export function subscribeOrganizationUpdates(ctx: Context): AsyncIterable<OrganizationUpdatedEvent> {
  const user = requireUser(ctx);
  return liveEvents(ctx, ctx.events.subscribe('org:updated', user.orgId));
}
