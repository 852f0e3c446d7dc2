import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { deliverWebhook } from '../src/domain/webhooks/deliver-webhook.ts';
import { postWebhook } from '../src/integrations/webhooks/post-webhook.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { JOB_KINDS } from '../src/jobs/kinds.ts';
import { databaseForProcess } from './database.ts';
import { startTcpGate, type TcpGate } from './fault-proxy.ts';
import { createOrg } from './harness.ts';
import { startReceiver } from './webhook-receiver.ts';

// A delivery attempt that sent must write it down even when the database goes away at that moment: otherwise its job
// fails, runs again and sends it again. PostgreSQL only: the database is reached through a TCP gate that the test
// shuts right after the send.
describe.skipIf(!process.env.DATABASE_URL)('a webhook delivery attempt while the database is away', () => {
  let dataDir: string;
  let own: Awaited<ReturnType<typeof databaseForProcess>>;
  let gate: TcpGate;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-webhooks-away-'));
    own = await databaseForProcess(dataDir);
    const direct = new URL(own.env.DATABASE_URL);
    gate = await startTcpGate({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.hostname = gate.host;
    direct.port = String(gate.port);
    database = await openDatabase({ databaseUrl: direct.toString() });
  });
  afterAll(async () => {
    await database.close();
    await gate.close();
    await own.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the delivery it sent once the database is back, so it is never sent twice', async () => {
    const receiver = await startReceiver();
    const { org } = await createOrg({ database }, 'Away Co', ['admin']);
    const endpoint = await database.db.webhookEndpoint.create({
      data: {
        orgId: org.id,
        url: `${receiver.url}/in`,
        events: ['job.created'],
        secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      },
    });
    const jobs = new JobQueue(database, { databaseUrl: own.env.DATABASE_URL, kinds: JOB_KINDS, log: () => {} });
    const delivery = await database.db.webhookDelivery.create({
      data: { orgId: org.id, endpointId: endpoint.id, messageId: 'msg_away_1', eventType: 'job.created', payload: { type: 'job.created' } },
    });
    const config = loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true', DATABASE_URL: own.env.DATABASE_URL });
    // Right after the receiver has the delivery, the database goes away; it is back as soon as the attempt has
    // tried to record it (and been refused) at least once.
    let refused = false;
    const post: typeof postWebhook = async (request) => {
      const answer = await postWebhook(request);
      gate.shut();
      void gate.refusal().then(() => {
        refused = true;
        gate.open();
      });
      return answer;
    };
    const attempt = { orgId: org.id, deliveryId: delivery.id, endpointId: delivery.endpointId, attempt: 1 };
    expect(await deliverWebhook({ db: database.db, config, jobs }, attempt, { post })).toBe('delivered');
    expect(refused).toBe(true);
    const row = await database.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
    // The same job run again (as after a crash) finds its attempt recorded and sends nothing: the receiver got it once.
    expect(await deliverWebhook({ db: database.db, config, jobs }, attempt)).toBe('skipped');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(['msg_away_1']);
    await jobs.stop();
    await receiver.close();
  });
});
