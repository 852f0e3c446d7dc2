import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLines } from '../src/domain/documents/document-input.ts';
import { printableDocument } from '../src/domain/documents/printable-document.ts';
import { documentTotals, lineFigures, type TaxMode } from '../src/rules/document-lines.ts';
import { formatAud } from '../src/rules/money.ts';
import type { Agent } from './agent.ts';
import { pdfBytes, signedIn } from './documents-fixtures.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';

// Editor = API = PDF, to the cent: the web editor shows rules/document-lines.ts; the API stores what
// domain/documents/document-input.ts recomputes; the PDF prints what the API stored. Thousands of random documents
// go through the editor's maths and the API's save path; a smaller sample goes all the way through HTTP and the PDF.

const arbLine = fc.record({
  description: fc.constantFrom('Labour', 'Filter', 'Call-out', 'Refrigerant', 'Split system'),
  // Whole and fractional quantities (1.5 hours, 2.125 m³): up to three decimals, never rounded.
  quantity: fc.oneof(
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 1, max: 40_000 }).map((q) => q / 1000),
  ),
  unitAmountCents: fc.integer({ min: 0, max: 500_000 }),
  discountPercent: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 10_000 }).map((d) => d / 100),
  ),
  taxRate: fc.constantFrom(10, 0),
});
const arbDocument = fc.record({
  taxMode: fc.constantFrom<TaxMode>('exclusive', 'inclusive'),
  lines: fc.array(arbLine, { minLength: 1, maxLength: 12 }),
});

const org = {
  name: 'Consistency Co',
  abn: '51824753556',
  street: null,
  suburb: null,
  state: null,
  postcode: null,
  phone: null,
  email: null,
  accountName: null,
  bsb: null,
  accountNumber: null,
  paymentInstructions: null,
  timeZone: 'Australia/Melbourne',
};

describe('editor = API = PDF over thousands of random documents', () => {
  it('the API’s stored figures and the PDF’s printed ones are the editor’s, line by line and in total', () => {
    fc.assert(
      fc.property(arbDocument, ({ taxMode, lines }) => {
        const editor = { lines: lines.map((l) => lineFigures(l, taxMode)), totals: documentTotals(lines, taxMode) };
        const api = documentLines(
          lines.map((l) => ({ ...l, itemName: null })),
          taxMode,
        );
        expect(api.totals).toEqual(editor.totals);
        expect(api.rows.map((r) => [r.amountCents, r.taxCents, r.totalCents])).toEqual(
          editor.lines.map((f) => [f.amountCents, f.taxCents, f.totalCents]),
        );
        const printed = printableDocument(
          'invoice',
          {
            number: 'INV-1',
            title: null,
            summary: null,
            notes: null,
            terms: null,
            reference: null,
            taxMode,
            issueDate: new Date(),
            untilDate: null,
            customer: null,
            ...api.totals,
            lines: api.rows,
          },
          org,
        );
        expect(printed.lines.map((l) => l.quantity)).toEqual(lines.map((l) => String(l.quantity)));
        expect(printed.lines.map((l) => [l.gst, l.total])).toEqual(
          editor.lines.map((f) => [formatAud(f.taxCents), formatAud(f.totalCents)]),
        );
        expect(printed.totals.map(([, v]) => v)).toEqual(
          [editor.totals.subtotalCents, editor.totals.taxCents, editor.totals.totalCents].map(formatAud),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('through HTTP and the PDF file', () => {
  let t: TestApp;
  let url: string;
  let agent: Agent;
  beforeAll(async () => {
    t = await startTestApp();
    url = await t.app.start(0, '127.0.0.1');
    const { admin } = await createOrg(t, 'Consistency Http Co', ['admin']);
    agent = await signedIn(t, admin);
  });
  afterAll(() => t.close());

  it('a saved random invoice lists, reads, counts and prints the editor’s totals', async () => {
    await fc.assert(
      fc.asyncProperty(arbDocument, async ({ taxMode, lines }) => {
        const editor = documentTotals(lines, taxMode);
        const saved = await agent.post('/api/invoices', {
          tax_mode: taxMode,
          lines: lines.map((l) => ({
            description: l.description,
            quantity: l.quantity,
            unit_amount: l.unitAmountCents,
            discount_percent: l.discountPercent,
            tax_rate: l.taxRate,
          })),
        });
        expect(saved.status).toBe(201);
        expect([saved.body.subTotal, saved.body.taxTotal, saved.body.grandTotal]).toEqual([
          editor.subtotalCents,
          editor.taxCents,
          editor.totalCents,
        ]);
        const gql = await agent.gql(`{ invoice(id: "${saved.body.id}") { subtotalCents gstCents totalCents } }`);
        expect(gql.data.invoice).toEqual({ subtotalCents: editor.subtotalCents, gstCents: editor.taxCents, totalCents: editor.totalCents });
        const text = pdfText((await pdfBytes(url, agent, `/api/invoices/${saved.body.id}/pdf`)).bytes);
        const at = text.indexOf('Subtotal (excl. GST)');
        expect(text.slice(at, at + 6)).toEqual([
          'Subtotal (excl. GST)',
          formatAud(editor.subtotalCents),
          'GST',
          formatAud(editor.taxCents),
          'Total (incl. GST)',
          formatAud(editor.totalCents),
        ]);
      }),
      { numRuns: 25 },
    );
    // The list's outstanding total is the sum of the same stored totals, once sent (a draft is not owed yet).
    const org = { org: { name: 'Consistency Http Co' } };
    expect((await agent.get('/api/invoices/counts')).body.outstanding).toBe(0);
    await t.database.db.invoice.updateMany({ where: org, data: { status: 'sent' } });
    const stored = await t.database.db.invoice.findMany({ where: org, select: { totalCents: true } });
    expect((await agent.get('/api/invoices/counts')).body.outstanding).toBe(stored.reduce((s, i) => s + i.totalCents, 0));
  });
});
