import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, MAX_EMAIL_MESSAGE, MAX_EMAIL_SUBJECT } from '../src/rules/document-status.ts';
import { formatLongDate } from '../src/rules/zoned-time.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// The email dialogs' subject and message over REST and GraphQL: prefilled from each document's draft, sent as the
// sender wrote them, refused when blank, too long or (the subject) on more than one line — and the quote's private
// link, the invoice's bank details and the PDF still added by Spanner below whatever the sender wrote.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const business = (name: string) =>
  documentsBusiness(t, name, {
    org: { accountName: 'Coolbreeze Pty Ltd', bsb: '063-000', accountNumber: '12345678' },
    customer: { contactName: 'Mei Chen', email: 'mei@bayside.test' },
  });
const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];
const mails = (where: { quoteId?: string; invoiceId?: string }) =>
  t.database.db.outgoingMessage.findMany({ where, orderBy: { createdAt: 'asc' } });

describe('editing a document email’s subject and message', () => {
  it('a quote: the draft prefills the dialog, the edited text is sent and the link is still added, over REST', async () => {
    const b = await business('Edit Quote Co');
    const { body: quote } = await b.admin.post('/api/quotes', { title: 'Ducted heating', customerId: b.customer.id, lines });
    const draft = await b.admin.gql(`query($id: ID!) { quote(id: $id) { emailDraft { subject message } } }`, { id: quote.id });
    const validUntil = formatLongDate(new Date(quote.expiry_date), 'Australia/Melbourne');
    expect(draft.data.quote.emailDraft).toEqual({
      subject: 'Quote QU-0001 from Edit Quote Co',
      message: `Hello Mei Chen,\n\nPlease find attached quote QU-0001 for Ducted heating: $108.90 including GST, valid until ${validUntil}.\n\nEdit Quote Co`,
    });

    for (const [body, error] of [
      [{ subject: '  ' }, documentMessages.subjectRequired],
      [{ subject: 'x'.repeat(MAX_EMAIL_SUBJECT + 1) }, documentMessages.subjectTooLong(MAX_EMAIL_SUBJECT)],
      [{ subject: 'Quote\r\nBcc: everyone@spam.test' }, documentMessages.subjectOneLine],
      [{ message: '' }, documentMessages.messageRequired],
      [{ message: 'x'.repeat(MAX_EMAIL_MESSAGE + 1) }, documentMessages.messageTooLong(MAX_EMAIL_MESSAGE)],
    ] as const) {
      const res = await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'mei@bayside.test', ...body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(await mails({ quoteId: quote.id })).toHaveLength(0);

    const sent = await b.admin.post(`/api/quotes/${quote.id}/email`, {
      email: 'mei@bayside.test',
      subject: '  Your heating quote  ',
      message: 'Hi Mei,\n\nHere is the quote we talked about on site.\n\nSam',
    });
    expect(sent.status).toBe(200);
    const [mail] = await mails({ quoteId: quote.id });
    expect(mail.subject).toBe('Your heating quote');
    const delivered = await lastEmailTo(t, 'mei@bayside.test', 'Your heating quote');
    expect(delivered.text).toMatch(
      new RegExp(
        `^Hi Mei,\\n\\nHere is the quote we talked about on site\\.\\n\\nSam\\n\\nView it, and accept or decline it online: ${t.config.PUBLIC_URL}/q/[\\w-]+\\nThis link works until `,
      ),
    );
    // The office's copy keeps the text as written, its customer link withheld.
    expect(mail.body).toMatch(
      /^Hi Mei,\n\nHere is the quote we talked about on site\.\n\nSam\n\nView it, and accept or decline it online: \[private link, sent only to the recipient\]\n/,
    );
    expect(mail.body).not.toContain('Hello Mei Chen');
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'QU-0001.pdf', contentType: 'application/pdf' })]);
  });

  it('an invoice: the same over GraphQL, the bank details still added; left out, the draft is sent', async () => {
    const b = await business('Edit Invoice Co');
    const { body: inv } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    const send = (args: string) =>
      b.admin.gql(
        `mutation($id: ID!) { sendInvoiceEmail(id: $id, emails: ["mei@bayside.test"]${args}) { __typename ... on Invoice { status } ... on AppError { code message } } }`,
        { id: inv.id },
      );
    expect((await send(', subject: ""')).data.sendInvoiceEmail).toMatchObject({
      code: 'VALIDATION',
      message: documentMessages.subjectRequired,
    });
    expect((await send(`, message: "${'y'.repeat(MAX_EMAIL_MESSAGE + 1)}"`)).data.sendInvoiceEmail).toMatchObject({
      message: documentMessages.messageTooLong(MAX_EMAIL_MESSAGE),
    });
    expect(await mails({ invoiceId: inv.id })).toHaveLength(0);

    const draft = await b.admin.gql(`query($id: ID!) { invoice(id: $id) { emailDraft { subject message } } }`, { id: inv.id });
    expect(draft.data.invoice.emailDraft.subject).toBe('Tax invoice INV-0001 from Edit Invoice Co');
    expect((await send(', subject: "Invoice for the service", message: "Thanks for having us.\\n\\nSam"')).data.sendInvoiceEmail).toEqual({
      __typename: 'Invoice',
      status: 'sent',
    });
    expect((await send('')).data.sendInvoiceEmail.status).toBe('sent');
    const [edited, defaulted] = await mails({ invoiceId: inv.id });
    expect(edited.subject).toBe('Invoice for the service');
    // The sender's message, then the invoice's private link (a balance is due: withheld from the stored copy the
    // Messages tab shows, as every private link is), then the bank details.
    expect(edited.body).toMatch(
      /^Thanks for having us\.\n\nSam\n\nView this invoice online: \[private link, sent only to the recipient\]\nPay by bank transfer to Coolbreeze Pty Ltd, BSB 063-000, account 12345678, reference INV-0001\.$/,
    );
    expect(defaulted.subject).toBe(draft.data.invoice.emailDraft.subject);
    expect(defaulted.body.startsWith(draft.data.invoice.emailDraft.message)).toBe(true);
    expect(defaulted.body).toContain('BSB 063-000');
    expect(edited.attachments).toEqual([expect.objectContaining({ filename: 'INV-0001.pdf' })]);
  });
});
