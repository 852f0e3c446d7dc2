import { z } from 'zod';
import { requireUser } from '../../auth/guards.ts';
import { liveEvents } from '../../auth/live-streams.ts';
import { organisationChanged } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { tenantDb } from '../../db/scoped.ts';
import { parseInput } from '../../errors.ts';
import type { OrganizationUpdatedEvent } from '../../events.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { keyActorName } from '../api-keys/record-key-write.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';
import type { OrganizationOf, OrganizationQuery } from './account-query.ts';
import { emailPaymentDetailsChange } from './email-payment-details-change.ts';
import { paymentDetailChanges, paymentDetailsSelect } from './payment-detail-changes.ts';
import { updateOrganizationSchema } from './schemas.ts';

/** What the REST views read of the organisation after an update: its details and its subscription. */
export const organizationRead = { include: { subscription: true } } as const satisfies OrganizationQuery;

/**
 * The business details on quotes and invoices (address, ABN, bank, terms, time zone). Admin and manager only.
 * Answers the organisation read as `query` asks.
 *
 * A change of the payment details (the bank account and payment instructions customers pay by) is written to the
 * audit log in the same transaction — the account number masked — with the job that emails every admin once it has
 * committed (paymentDetailsChangeEmailJob): the first sign of invoice redirection, so it is sent even if this process
 * stops right after the change. The transaction holds the organisation's details lock, so two changes side by
 * side each record what they changed from.
 */
export async function updateOrganization<Q extends OrganizationQuery = typeof organizationRead>(
  ctx: Context,
  input: unknown,
  query = organizationRead as unknown as Q,
): Promise<OrganizationOf<Q>> {
  const viewer = requireAbility(ctx, 'manageOrganisation');
  const data = parseInput(updateOrganizationSchema, input);
  const by = viewer.apiKey ? `${keyActorName(viewer.apiKey.name)} (as ${viewer.name})` : viewer.name;
  const org = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`organisation-details:${viewer.orgId}`}))`;
    const before = await tx.organization.findUniqueOrThrow({
      where: { id: viewer.orgId },
      select: { ...paymentDetailsSelect, name: true, timeZone: true },
    });
    const org = await tx.organization.update({ ...query, where: { id: viewer.orgId }, data });
    const changes = paymentDetailChanges(before, data);
    if (changes)
      await recordAudit(tx, {
        actor: viewer.apiKey ? { type: 'api_key', id: viewer.apiKey.id } : { type: 'user', id: viewer.userId },
        action: 'organisation.payment_details_change',
        entity: 'organisation',
        entityId: viewer.orgId,
        orgId: viewer.orgId,
        data: { by, ...changes },
        ip: ctx.meta.ip ?? null,
      });
    if (changes)
      await ctx.jobs.send(
        paymentDetailsChangeEmailJob,
        {
          orgId: viewer.orgId,
          organisation: data.name ?? before.name,
          timeZone: data.timeZone ?? before.timeZone,
          by: viewer.apiKey ? by : `${viewer.name} (${viewer.email}, ${viewer.role})`,
          changes,
          at: new Date().toISOString(),
        },
        { tx },
      );
    return org;
  });
  // Members' sessions carry the organisation's time zone: a new zone is read again with each of them.
  if (data.timeZone !== undefined) organisationChanged(ctx, viewer.orgId);
  ctx.events.publish('org:updated', viewer.orgId, { orgId: viewer.orgId });
  return org as OrganizationOf<Q>;
}

const change = z.object({ from: z.string().nullable(), to: z.string().nullable() });

/** Every admin told of a change of the payment details, after it committed (its email then has its own delivery job). */
export const paymentDetailsChangeEmailJob = defineJobKind({
  name: 'accounts.payment-details-email',
  payload: z.object({
    orgId: z.string(),
    organisation: z.string(),
    timeZone: z.string(),
    by: z.string(),
    changes: z.object({ accountName: change, bsb: change, accountNumber: change, paymentInstructions: change }).partial(),
    at: z.iso.datetime(),
  }),
  async run(payload, ctx) {
    const services = { db: tenantDb(ctx.db, payload.orgId), config: ctx.config, storage: ctx.storage, jobs: ctx.jobs };
    await emailPaymentDetailsChange(services, { ...payload, at: new Date(payload.at) });
  },
});

/** The member's organisation, each time its details change (while their session and rights stand). */
export function subscribeOrganizationUpdates(ctx: Context): AsyncIterable<OrganizationUpdatedEvent> {
  const user = requireUser(ctx);
  return liveEvents(ctx, ctx.events.subscribe('org:updated', user.orgId));
}
