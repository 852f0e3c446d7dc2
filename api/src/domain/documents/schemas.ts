import { z } from 'zod';
import { documentLineMessages, MAX_LINES, TAX_MODES, type TaxMode } from '../../rules/document-lines.ts';
import { documentMessages, INVOICE_TABS, MAX_EMAIL_MESSAGE, MAX_EMAIL_SUBJECT, MAX_NUMBER_LENGTH } from '../../rules/document-status.ts';
import { optionalId, optionalText, searchText } from '../fields.ts';

// Input rules of the one editor for quotes and invoices (part 2 §2-3, §5). The line maths and the line rules
// themselves are rules/document-lines.ts; here the shapes a request may take.

/** Numbers may arrive as strings from forms and older clients ('2' → 2). */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

const line = z.object({
  itemName: optionalText('Item name', 200),
  description: optionalText('Description', 2000),
  quantity: z.preprocess(numeric, z.number({ error: documentLineMessages.quantity })),
  unitAmountCents: z.preprocess(numeric, z.number({ error: documentLineMessages.price })),
  discountPercent: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : numeric(v)),
    z.number({ error: documentLineMessages.discount }),
  ),
  taxRate: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 10 : numeric(v)),
    z.number({ error: documentLineMessages.taxRate }),
  ),
});

export type DocumentLineInput = z.output<typeof line>;

/** 'YYYY-MM-DD' (a day in the organisation's time zone) or an ISO instant; '' or null for none. */
export type DayOrInstant = { day: string } | { instant: Date };

const isParsedDate = (v: unknown): v is DayOrInstant =>
  !!v &&
  typeof v === 'object' &&
  (typeof (v as { day?: unknown }).day === 'string' || (v as { instant?: unknown }).instant instanceof Date);

export const dayOrInstant = (label: string) =>
  z.preprocess(
    // Already parsed (a REST contract parses before the domain does): back to its text.
    (v) => (v === '' ? null : v instanceof Date ? v.toISOString() : isParsedDate(v) ? ('day' in v ? v.day : v.instant.toISOString()) : v),
    z
      .string({ error: `${label} must be a date (YYYY-MM-DD) or an ISO date and time` })
      .trim()
      .transform((v, c): DayOrInstant => {
        const day = v.match(/^(\d{4})-(\d{2})-(\d{2})$/);
        if (day) {
          const [y, m, d] = day.slice(1).map(Number);
          const check = new Date(Date.UTC(y, m - 1, d));
          if (y >= 2000 && y <= 2100 && check.getUTCMonth() === m - 1 && check.getUTCDate() === d) return { day: v };
        } else {
          const instant = new Date(v);
          if (
            /^\d{4}-\d{2}-\d{2}T/.test(v) &&
            !Number.isNaN(instant.getTime()) &&
            instant.getUTCFullYear() >= 2000 &&
            instant.getUTCFullYear() <= 2100
          )
            return { instant };
        }
        c.addIssue({ code: 'custom', message: `${label} must be a valid date` });
        return z.NEVER;
      })
      .nullable()
      .optional(),
  );

const taxMode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(TAX_MODES as [TaxMode, ...TaxMode[]], { error: 'Tax mode must be exclusive or inclusive' }),
);

/** Blank for the next number of the organisation's sequence; otherwise the user's own (unique in the organisation). */
const number = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : v),
  z
    .string({ error: documentMessages.numberInvalid })
    .max(MAX_NUMBER_LENGTH, documentMessages.numberInvalid)
    .regex(/^[\w./-]+$/, documentMessages.numberInvalid)
    .nullable()
    .optional(),
);

const lines = z.array(line, { error: documentLineMessages.atLeastOneLine }).max(MAX_LINES, documentLineMessages.tooManyLines);

const header = {
  customerId: optionalId('Customer'),
  title: optionalText('Title', 200),
  summary: optionalText('Summary', 5000),
  notes: optionalText('Notes', 5000),
  terms: optionalText('Terms', 5000),
  reference: optionalText('Reference', 100),
  number,
  issueDate: dayOrInstant('Issue date'),
  taxMode: taxMode.optional(),
};

/** A new quote, or a whole quote sent again on update (fields left out stay as they were). */
export const quoteSchema = z.object({ ...header, expiryDate: dayOrInstant('Expiry date'), lines });
export const updateQuoteSchema = quoteSchema.partial();

export const invoiceSchema = z.object({ ...header, dueAt: dayOrInstant('Due date'), lines });
export const updateInvoiceSchema = invoiceSchema.partial();

export type QuoteInput = z.output<typeof quoteSchema>;
export type InvoiceInput = z.output<typeof invoiceSchema>;

/** The subject and message the sender edited; left out, the defaults (`emailDraft`) are sent. */
const editedEmail = {
  subject: z
    .string({ error: documentMessages.subjectRequired })
    .trim()
    .min(1, documentMessages.subjectRequired)
    .max(MAX_EMAIL_SUBJECT, documentMessages.subjectTooLong(MAX_EMAIL_SUBJECT))
    .regex(/^[^\r\n]*$/, documentMessages.subjectOneLine)
    .optional(),
  message: z
    .string({ error: documentMessages.messageRequired })
    .trim()
    .min(1, documentMessages.messageRequired)
    .max(MAX_EMAIL_MESSAGE, documentMessages.messageTooLong(MAX_EMAIL_MESSAGE))
    .optional(),
};

/** Quote email: one recipient, required and trimmed. */
export const quoteEmailSchema = z.object({
  email: z.string({ error: documentMessages.recipientRequired }).trim().min(1, documentMessages.recipientRequired),
  ...editedEmail,
});

/** Invoice email: addresses as a list or comma-separated; empties dropped; at least one. */
export const invoiceEmailSchema = z.object({
  emails: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string({ error: documentMessages.recipientsRequired }), { error: documentMessages.recipientsRequired })
      .transform((list) =>
        list
          .flatMap((e) => e.split(','))
          .map((e) => e.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, documentMessages.recipientsRequired).max(20, 'At most 20 recipients')),
  ),
  ...editedEmail,
});

export const listInvoicesSchema = z.object({
  tab: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'all' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(INVOICE_TABS, { error: 'Tab must be all, unpaid, paid or overdue' }),
  ),
  search: searchText,
  /** One customer's (the customer profile's list). */
  customerId: optionalId('Customer'),
});

export const listQuotesSchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? null : v),
    z.enum(['draft', 'sent', 'accepted', 'rejected'], { error: 'Status must be draft, sent, accepted or rejected' }).nullable().optional(),
  ),
  search: searchText,
  /** One customer's (the customer profile's list). */
  customerId: optionalId('Customer'),
});

/** The customer's answer on the public quote page. */
export const quoteResponseSchema = z.object({
  name: z.string({ error: documentMessages.nameRequired }).trim().min(1, documentMessages.nameRequired).max(200, 'Name is too long'),
});

const email = z.email();
/** The first address that is not an email address, or null. */
export const invalidAddress = (addresses: string[]) => addresses.find((a) => !email.safeParse(a).success) ?? null;
