import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { webhookDeliveryScope } from '../../db/cross-organisation.ts';
import { tenantDb } from '../../db/scoped.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { WEBHOOK_DISABLE_AFTER_MS } from '../../rules/webhook-events.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

export const webhookDisabledEmail = (url: string, settingsUrl: string) => ({
  subject: 'A webhook endpoint was disabled',
  text: [
    `Spanner could not deliver events to ${url} for five days, so the endpoint was disabled and no more events are queued for it.`,
    '',
    `Check the endpoint's delivery log, fix the receiver, then enable the endpoint again: ${settingsUrl}`,
  ].join('\n'),
});

/**
 * Disable every endpoint (or the one named) that has failed without one success for five days, and email its
 * organisation's admins (through the organisation's email path, uncounted). An endpoint is disabled once: the update
 * names it still enabled. A delivery attempt that failed calls it for its endpoint.
 */
export async function disableFailingEndpoints(
  services: { db: Db; config: Config; jobs: JobQueue },
  now: Date,
  endpointId?: string,
): Promise<number> {
  const { config, jobs } = services;
  const scope = webhookDeliveryScope(services);
  const due = await scope.webhookEndpoint.findMany({
    where: { id: endpointId, disabledAt: null, failingSince: { lte: new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS) } },
    select: { id: true, orgId: true, url: true },
  });
  let disabled = 0;
  for (const endpoint of due) {
    const { count } = await scope.webhookEndpoint.updateMany({ where: { id: endpoint.id, disabledAt: null }, data: { disabledAt: now } });
    if (!count) continue;
    disabled++;
    const admins = await scope.user.findMany({ where: { orgId: endpoint.orgId, role: 'admin' }, select: { email: true } });
    if (!admins.length) continue;
    const email = webhookDisabledEmail(endpoint.url, `${config.PUBLIC_URL ?? ''}/settings?tab=integrations`);
    await sendOrganisationEmail({ db: tenantDb(services.db, endpoint.orgId), config, jobs }, endpoint.orgId, {
      to: admins.map((a) => a.email),
      ...email,
      accountMail: false,
    });
  }
  return disabled;
}
