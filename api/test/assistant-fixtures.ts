import type { Agent } from './agent.ts';
import { startFakeOpenAI } from './fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Shared set-up of the assistant tests: an app whose model is the local fake OpenAI (the real SDK, no retries), the
// business that asks, and another organisation whose records must never reach it.

export const MODEL_ENV = (url: string, extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: 'sk-test-local',
  OPENAI_BASE_URL: url,
  OPENAI_MAX_RETRIES: '0',
  OPENAI_TIMEOUT_SECONDS: '10',
  ASSISTANT_REQUESTS_PER_MINUTE: '1000',
  PUBLIC_URL: 'https://app.spanner.test',
  ...extra,
});

export const chat = (a: Agent, message: string, conversationHistory: { role: string; content: string }[] = []) =>
  a.post('/api/ai-support/chat', { message, conversationHistory });
export const confirm = (a: Agent, id: string) => a.post(`/api/ai-support/drafts/${id}/confirm`, {});

/** A completed job with charges (labour, a part, a tax-exempt levy), ready to invoice. */
export function completedJob(t: TestApp, o: JobsOrg, jobId: string | null = null, title = 'Annual service') {
  return t.database.db.completedJob.create({
    data: {
      orgId: o.org.id,
      jobId,
      title,
      customerId: o.customers.acme.id,
      customerName: o.customers.acme.name,
      charges: {
        create: [
          { description: 'Labour', kind: 'labour', quantity: 1.5, unitPriceCents: 12_000, totalCents: 18_000, taxRate: 10 },
          { description: 'Filter', kind: 'part', quantity: 2, unitPriceCents: 1_595, totalCents: 3_190, taxRate: 10 },
          { description: 'Disposal levy', kind: 'other', quantity: 1, unitPriceCents: 500, totalCents: 500, taxRate: 0 },
        ],
      },
    },
  });
}

export const OTHER = {
  customer: 'Zeta Secret Holdings',
  bsb: '063-999',
  account: '99887766',
  note: 'Gate code 4321 for Zeta only',
};

/** The business asking, and another one with recognisable secrets (name, bank details, a note). */
export async function assistantWorld(env: (url: string) => Record<string, string> = (u) => MODEL_ENV(u)) {
  const fake = await startFakeOpenAI();
  const t = await startTestApp(env(fake.url));
  const o = await jobsOrg(t, 'Bayside');
  const x = await jobsOrg(t, 'Zeta');
  const db = t.database.db;
  await db.organization.update({ where: { id: o.org.id }, data: { bsb: '063-111', accountNumber: '11223344', accountName: 'Bayside' } });
  await db.organization.update({ where: { id: x.org.id }, data: { bsb: OTHER.bsb, accountNumber: OTHER.account, accountName: 'Zeta' } });
  await db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: '0412 345 678', contactName: 'Alice' } });
  const otherCustomer = await db.customer.update({
    where: { id: x.customers.acme.id },
    data: { name: OTHER.customer, notes: OTHER.note, phone: '0412 999 999' },
  });
  const otherJob = await insertJob(t, x, {
    title: 'Zeta rooftop unit',
    scheduledAt: new Date('2026-12-02T00:00:00Z'),
    techIds: [x.tech.id],
    customerId: otherCustomer.id,
    confirmationToken: `zeta_${Date.now().toString(36)}_tokenvalue`,
  });
  const otherCompleted = await completedJob(t, x, null, 'Zeta completed service');
  const otherInvoice = await db.invoice.create({
    data: { orgId: x.org.id, number: 'ZETA-INV-77', customerId: otherCustomer.id, status: 'sent', totalCents: 99_900 },
  });
  return { fake, t, o, x, other: { customer: otherCustomer, job: otherJob, completed: otherCompleted, invoice: otherInvoice } };
}

/** Rows a hostile request must not change: every table the assistant could write or send through, all organisations. */
export async function worldSnapshot(t: TestApp) {
  const db = t.database.db;
  const [jobs, jobsChanged, invoices, quotes, messages, customers, equipment, completed, technicians, completedInvoiced] =
    await Promise.all([
      db.job.count(),
      db.job.aggregate({ _max: { updatedAt: true } }),
      db.invoice.count(),
      db.quote.count(),
      db.outgoingMessage.count(),
      db.customer.count(),
      db.equipment.count(),
      db.completedJob.count(),
      db.jobTechnician.count(),
      db.completedJob.count({ where: { invoiceId: { not: null } } }),
    ]);
  return {
    jobs,
    jobsChanged: jobsChanged._max.updatedAt?.toISOString() ?? null,
    invoices,
    quotes,
    messages,
    customers,
    equipment,
    completed,
    technicians,
    completedInvoiced,
  };
}
