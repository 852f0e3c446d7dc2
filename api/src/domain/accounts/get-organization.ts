import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { unauthenticated } from '../../errors.ts';
import type { OrganizationOf, OrganizationQuery } from './account-query.ts';

/** The caller's own organisation, with the caller's selection (the tenant client holds it to theirs). */
export async function getOrganization<Q extends OrganizationQuery>(ctx: Context, query: Q): Promise<OrganizationOf<Q>> {
  const viewer = requireUser(ctx);
  const org = await ctx.db.organization.findFirst({ ...query, where: { id: viewer.orgId } });
  if (!org) throw unauthenticated();
  return org as OrganizationOf<Q>;
}
