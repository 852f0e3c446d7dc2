import type { Db } from '../../db/client.ts';
import { toCustomerJson } from '../../rest/customers.views.ts';
import { toJobJson } from '../../rest/jobs.views.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { jobRowRead } from '../jobs/job-rows.ts';

// What a delivery carries: the changed object exactly as the REST API answers it to an admin (the REST views are
// the one definition of that shape), less every secret: a job's confirmation token is left out, and no view
// carries a password hash or a session token. Read inside the transaction of the change, so it is what committed.

type Reader = (tx: Db, id: string) => Promise<unknown>;

async function jobData(tx: Db, id: string) {
  const row = await tx.job.findUnique({ ...jobRowRead, where: { id } });
  if (!row) return null;
  const { confirmationToken: _withheld, ...job } = toJobJson(row, null);
  return job;
}

async function customerData(tx: Db, id: string) {
  const row = await tx.customer.findUnique({ where: { id } });
  return row ? toCustomerJson(row) : null;
}

const READERS: Record<string, Reader> = { job: jobData, customer: customerData };

/** The payload's `data` for an event about the object `id`, or null when it is gone. */
export function readEventData(tx: Db, type: WebhookEventType, id: string): Promise<unknown> {
  const reader = READERS[type.split('.')[0]];
  if (!reader) throw new Error(`No webhook payload for ${type}`);
  return reader(tx, id);
}
