import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { tenantDb } from '../src/db/scoped.ts';
import { sealTokens } from '../src/domain/accounting/connection-tokens.ts';
import { openXeroAsSealed } from '../src/domain/accounting/open-xero.ts';
import { runPull } from '../src/domain/accounting/sync-jobs.ts';
import { documentsBusiness, emailedInvoice } from './documents-fixtures.ts';
import { type AccountingFake, installAccounting } from './fake-xero/accounting.ts';
import { FakeXero } from './fake-xero/fake-xero.ts';
import { startTestApp, type TestApp } from './harness.ts';

// What the accounting sync's test files share: the app and one stateful Xero fake started for the file, a business
// connected to its own Xero organisation, waiting for the sync's jobs, and a process that dies before its save.

export const WEBHOOK_KEY = 'xero-webhook-key-for-tests';
export const MAPPINGS = { salesAccountCode: '200', gstTaxType: 'OUTPUT', gstFreeTaxType: 'EXEMPTOUTPUT', clearingAccountCode: '090' };

/** The app and the fake of the test file that called `useSyncWorld` (one file at a time runs in a worker). */
/** The details a customer is given in Spanner: a new name, an ABN (ATO's example), a phone and a street address. */
export const EDITED_CUSTOMER = {
  name: 'Bayside Dental Group',
  abn: '51 824 753 556',
  phone: '03 9555 1234',
  street: '12 Bay Road',
  suburb: 'Sandringham',
  state: 'VIC',
  postcode: '3191',
};

export const world = {} as { t: TestApp; fake: FakeXero; xero: AccountingFake };

/**
 * Start the app and the fake before the calling file's tests and close them after. Called by each file: with
 * `isolate: false` this module is loaded once per worker, so hooks written here at load would belong to the first
 * file only, and the next file would meet a closed app.
 */
export function useSyncWorld(): void {
  beforeAll(async () => {
    world.fake = await FakeXero.start();
    world.xero = installAccounting(world.fake);
    world.t = await startTestApp({
      XERO_API_URL: world.fake.url,
      XERO_WEBHOOK_KEY: WEBHOOK_KEY,
      ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-tests-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await world.t.close();
    await world.fake.close();
  });
}

let n = 0;
/**
 * A business with its own Xero organisation in the fake: connected (tokens sealed, mappings chosen) at once, or
 * when the test calls `connect` (what it does before then queues nothing for the books).
 */
export async function business(name: string, { connectNow = true } = {}) {
  const email = `accounts${++n}@bayside-sync.test`;
  const b = await documentsBusiness(world.t, name, { org: {}, customer: { email } });
  const tenant = world.fake.addTenant(`${name} (Xero)`);
  const token = world.fake.issueToken([tenant.tenantId], 24 * 3600);
  const connect = () =>
    world.t.database.db.accountingConnection.create({
      data: {
        orgId: b.org.id,
        provider: 'xero',
        tenantId: tenant.tenantId,
        tenantName: tenant.tenantName,
        tokensSealed: sealTokens(world.t.config, { accessToken: token.accessToken, refreshToken: 'x', expiresAt: token.expiresAt }),
        mappings: MAPPINGS,
      },
    });
  const connection = connectNow ? await connect() : null;
  const db = tenantDb(world.t.database.db, b.org.id);
  const books = world.xero.books(tenant.tenantId);
  const ctx = { db: world.t.database.db, config: world.t.config, jobs: world.t.app.services.jobs, events: world.t.app.services.events };
  const rows = () => db.accountingSyncRecord.findMany({ orderBy: [{ createdAt: 'asc' }, { recordType: 'desc' }] });
  const invoice = (unitAmount = 10_000) => emailedInvoice(world.t, b, email, unitAmount);
  const pull = async () => {
    const c = await db.accountingConnection.findFirstOrThrow({});
    await runPull(ctx, { orgId: b.org.id, connectionId: c.id }, openXeroAsSealed);
  };
  return { ...b, email, tenant, connection, connect, db, books, ctx, rows, invoice, pull };
}

/**
 * Once every accounting job due now, or within a few seconds, has run on the app's workers (started if they were
 * not). A push put back for a short Retry-After (MYOB's second) is waited for: on a busy machine a pacing 429 happens,
 * and returning before its retry would read the books too early. A long Retry-After (Xero's minute) is not.
 */
export async function syncSettled(t: TestApp = world.t, limitMs = 30_000): Promise<void> {
  await t.app.services.jobs.startWorkers(t.app.services);
  const deadline = Date.now() + limitMs;
  for (;;) {
    const [{ n }] = await t.database.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'accounting.%' AND state IN ('created', 'retry', 'active') AND start_after <= now() + interval '5 seconds'`,
    );
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} accounting jobs still due after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The tenant client, whose first save of a ledger row as sent throws: the process "dies" after the call, before saving
 * (the save runs in a transaction with its webhook event: the transaction's client dies the same way).
 */
export function dyingOnceBeforeSave(db: Db): Db {
  let died = false;
  const dying = (client: Db): Db => {
    const ledger = new Proxy(client.accountingSyncRecord, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop !== 'update') return value;
        return (args: { data: { state?: string } }) => {
          if (!died && args.data.state === 'sent') {
            died = true;
            throw new Error('the process died before saving');
          }
          return (value as (a: unknown) => Promise<unknown>).call(target, args);
        };
      },
    });
    return new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'accountingSyncRecord') return ledger;
        if (prop === '$transaction')
          return (fn: (tx: Db) => Promise<unknown>, options?: unknown) =>
            (target.$transaction as unknown as (f: (tx: Db) => Promise<unknown>, o?: unknown) => Promise<unknown>)(
              (tx) => fn(dying(tx)),
              options,
            );
        return Reflect.get(target, prop, receiver);
      },
    });
  };
  return dying(db);
}
