// A worker process for webhooks-killed-worker.test.ts, on the database the test prepared (DATA_DIR's PGlite or
// DATABASE_URL). ROLE=first records one delivery to RECEIVER_URL with its job, in one transaction, as a write does,
// then runs the workers: the receiver holds the POST and the test kills this process (SIGKILL) while it waits.
// ROLE=second finds that job still active, lets its lease run out (aged in SQL: the real lease is 60 s), runs the
// workers until the delivery is recorded, prints `recorded <status> <attempts>` and exits.
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { tenantDb } from '../src/db/scoped.ts';
import { queueDeliveryAttempt } from '../src/domain/webhooks/webhook-delivery-job.ts';
import { createEventBus } from '../src/events.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { JOB_KINDS } from '../src/jobs/kinds.ts';
import { QUICK_TIMING } from './jobs-queue-fixtures.ts';

const role = process.env.ROLE;
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(process.env.DATA_DIR as string, 'pglite') });
const config = loadConfig({ NODE_ENV: 'test', WEBHOOKS_ALLOW_PRIVATE: 'true', DATABASE_URL: databaseUrl });
const jobs = new JobQueue(database, { databaseUrl, kinds: JOB_KINDS, timing: QUICK_TIMING, log: (err, m) => console.error(m, err) });
await jobs.start();
const services = { db: database.db, config, storage: openStorage(config.storage), events: createEventBus().events, jobs };

if (role === 'first') {
  const org = await database.db.organization.create({ data: { name: 'Killed Worker Co' } });
  const endpoint = await database.db.webhookEndpoint.create({
    data: {
      orgId: org.id,
      url: `${process.env.RECEIVER_URL}/in`,
      events: ['customer.created'],
      secret: `whsec_${Buffer.alloc(32, 9).toString('base64')}`,
    },
  });
  await tenantDb(database.db, org.id).$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.create({
      data: {
        orgId: org.id,
        endpointId: endpoint.id,
        messageId: 'msg_killed_1',
        eventType: 'customer.created',
        payload: { type: 'customer.created' },
      },
    });
    await queueDeliveryAttempt(jobs, tx as Db, { orgId: org.id, deliveryId: delivery.id, endpointId: delivery.endpointId, attempt: 1 });
  });
  await jobs.startWorkers(services);
  console.log('working');
  await new Promise(() => {}); // killed in here
}

const aged = await database.db.$executeRawUnsafe(
  `UPDATE pgboss.job SET started_on = started_on - interval '10 minutes' WHERE name = 'webhook.deliver' AND state = 'active'`,
);
console.log(`aged ${aged}`);
await jobs.startWorkers(services);
for (;;) {
  const delivery = await database.db.webhookDelivery.findFirstOrThrow({ where: { messageId: 'msg_killed_1' } });
  if (delivery.status !== 'pending') {
    console.log(`recorded ${delivery.status} ${delivery.attempts}`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await jobs.stop();
await database.close();
process.exit(0);
