// The invoices group of `npm run bench`: the invoice list and its tab counts for an organisation with
// 10,000 invoices, over REST and GraphQL, with the SQL statements of each request; and the PDF of a 50-line tax
// invoice, rendered alone (ms per render) and served (GET /api/invoices/{id}/pdf).
import { randomUUID } from 'node:crypto';
import { documentPdf } from '../../src/domain/documents/document-pdf.ts';
import { documentTotals, normaliseLine } from '../../src/rules/document-lines.ts';
import { formatDocumentNumber } from '../../src/rules/document-status.ts';
import { type Bench, type BenchRequest, percentile, printTable, round } from './harness.ts';

const LIST_QUERY =
  '{ invoices(first: 20, tab: unpaid) { totalCount edges { node { id number status customerName totalCents dueDate } } } }';
const COUNTS_QUERY = '{ invoiceCounts { all unpaid paid overdue outstandingCents } }';

export async function benchInvoices(bench: Bench) {
  const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
  const org = await seedInvoicesOrg(bench, INVOICES);
  const big = await seedFiftyLineInvoice(bench, org.orgId);
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const gql = (query: string): BenchRequest => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const requests: { title: string; request: BenchRequest }[] = [
      {
        title: `REST GET /api/invoices?limit=20 (of ${INVOICES})`,
        request: { url: `${app.url}/api/invoices?limit=20`, headers: { cookie } },
      },
      {
        title: 'REST GET /api/invoices?tab=overdue&limit=20',
        request: { url: `${app.url}/api/invoices?tab=overdue&limit=20`, headers: { cookie } },
      },
      { title: 'REST GET /api/invoices/counts', request: { url: `${app.url}/api/invoices/counts`, headers: { cookie } } },
      { title: 'GraphQL invoices(first: 20, tab: unpaid)', request: gql(LIST_QUERY) },
      { title: 'GraphQL invoiceCounts', request: gql(COUNTS_QUERY) },
      {
        title: 'REST GET /api/invoices/{id}/pdf (50 lines)',
        request: { url: `${app.url}/api/invoices/${big.id}/pdf`, headers: { cookie } },
      },
    ];
    const table = [];
    for (const r of requests) {
      const probe = await bench.probe(r.request);
      if (probe.status !== 200) throw new Error(`${r.title}: ${probe.status}`);
      table.push({ ...(await bench.measure(r.title, r.request)), extra: { 'SQL statements': probe.statements } });
    }
    console.log(`\nInvoices, an organisation with ${INVOICES} invoices (a quarter paid, a tenth overdue):\n`);
    printTable(table);

    // The PDF alone: the same 50-line invoice rendered back to back in this process.
    const invoice = await bench.database.db.invoice.findUniqueOrThrow({
      where: { id: big.id },
      include: { lines: { orderBy: { position: 'asc' } }, customer: true },
    });
    const orgRow = await bench.database.db.organization.findUniqueOrThrow({ where: { id: org.orgId } });
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      bytes = (await documentPdf('invoice', invoice, orgRow)).bytes.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\nPDF of a 50-line tax invoice (render only, 40 renders): p50 ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))} ms, ${Math.round(bytes / 1024)} KiB\n`,
    );
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}

/** An organisation with `count` invoices over a year: drafts, sent (some overdue), paid and a few void. */
async function seedInvoicesOrg(bench: Bench, count: number) {
  const db = bench.database.db;
  const org = await bench.createOrgWithAdmin('Bench Invoices Co');
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: 200 }, (_, i) => ({ orgId: org.orgId, name: `Customer ${i}` })),
  });
  const statuses = ['draft', 'sent', 'sent', 'paid', 'sent', 'paid', 'void', 'sent'] as const;
  const start = Date.now() - 365 * 86_400_000;
  for (let from = 0; from < count; from += 1000) {
    const invoices = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const i = from + k;
      const issued = new Date(start + Math.floor((i * 365 * 86_400_000) / count));
      const lines = [
        normaliseLine(
          { description: 'Labour', quantity: 1 + (i % 4), unitAmountCents: 12_000, discountPercent: 0, taxRate: 10 },
          'exclusive',
        ),
        normaliseLine(
          { description: 'Parts', quantity: 1, unitAmountCents: 1_995 + (i % 50) * 10, discountPercent: i % 3 ? 0 : 5, taxRate: 10 },
          'exclusive',
        ),
      ];
      const totals = documentTotals(lines, 'exclusive');
      return {
        invoice: {
          id: randomUUID(),
          orgId: org.orgId,
          number: formatDocumentNumber('invoice', i + 1),
          customerId: customers[i % customers.length].id,
          title: `Service ${i}`,
          status: statuses[i % statuses.length],
          issueDate: issued,
          dueAt: new Date(issued.getTime() + 14 * 86_400_000),
          subtotalCents: totals.subtotalCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
        },
        lines,
      };
    });
    await db.invoice.createMany({ data: invoices.map((i) => i.invoice) });
    await db.invoiceLine.createMany({
      data: invoices.flatMap(({ invoice, lines }) =>
        lines.map(({ exclusiveCents: _, ...l }, position) => ({ ...l, invoiceId: invoice.id, position })),
      ),
    });
  }
  await db.organization.update({ where: { id: org.orgId }, data: { nextInvoiceNumber: count + 1 } });
  return org;
}

async function seedFiftyLineInvoice(bench: Bench, orgId: string) {
  const lines = Array.from({ length: 50 }, (_, i) =>
    normaliseLine(
      {
        description: `Item ${i}: supply and fit, including consumables and disposal`,
        quantity: 1 + (i % 5),
        unitAmountCents: 995 + i * 137,
        discountPercent: i % 4 ? 0 : 10,
        taxRate: i % 9 ? 10 : 0,
      },
      'exclusive',
    ),
  );
  const totals = documentTotals(lines, 'exclusive');
  return bench.database.db.invoice.create({
    data: {
      orgId,
      number: 'BENCH-50',
      title: 'Fifty lines',
      ...totals,
      lines: { create: lines.map(({ exclusiveCents: _, ...l }, position) => ({ ...l, position })) },
    },
  });
}
