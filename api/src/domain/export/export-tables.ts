import type { Db } from '../../db/client.ts';
import { formAnswersPath, photoPath, signOffReportPath } from './export-paths.ts';
import { JOB_PROFIT_TABLE } from './job-profit-table.ts';

// What the full export writes as CSV: every table of the organisation's records, one file each, with the columns a
// person or another product can use. Secrets are never listed: no password hashes, session or link tokens, or the
// confirmation and public-quote tokens. Tables of child rows without an organisation column (lines, charges,
// assignments) are filtered by their parent's organisation explicitly.

type Row = Record<string, unknown>;
/** The part of a Prisma model delegate a paged read needs. */
interface Pager {
  findMany(args: { where: object; select: object; orderBy: object; take: number }): Promise<Row[]>;
  count(args: { where: object }): Promise<number>;
}

export interface ExportTable {
  file: string;
  header: readonly string[];
  /** Up to `take` rows after `afterId`, in id order: the cells of each in header order. */
  page(db: Db, orgId: string, afterId: string | undefined, take: number): Promise<{ id: string; cells: unknown[] }[]>;
  /** Its rows now: what the progress counts towards. */
  count(db: Db, orgId: string): Promise<number>;
}

interface TableSpec {
  file: string;
  model: (db: Db) => unknown;
  /** Scalar columns besides the id (always the first), exported under their own names. */
  columns: readonly string[];
  /** How the rows belong to the organisation (default: their orgId). */
  where?: (orgId: string) => object;
  /** Columns computed from relations: the selection they need and each cell. */
  related?: { select: object; columns: Record<string, (row: Row) => unknown> };
}

function table(spec: TableSpec): ExportTable {
  const related = spec.related ? Object.entries(spec.related.columns) : [];
  const select = Object.fromEntries(['id', ...spec.columns].map((c) => [c, true]));
  const owned = (orgId: string) => (spec.where ? spec.where(orgId) : { orgId });
  return {
    file: spec.file,
    header: ['id', ...spec.columns, ...related.map(([name]) => name)],
    async page(db, orgId, afterId, take) {
      const rows = await (spec.model(db) as Pager).findMany({
        where: { ...owned(orgId), ...(afterId ? { id: { gt: afterId } } : {}) },
        select: { ...select, ...spec.related?.select },
        orderBy: { id: 'asc' },
        take,
      });
      return rows.map((row) => ({
        id: row.id as string,
        cells: [row.id, ...spec.columns.map((c) => row[c]), ...related.map(([, cell]) => cell(row))],
      }));
    },
    count: (db, orgId) => (spec.model(db) as Pager).count({ where: owned(orgId) }),
  };
}

const ids = (rows: unknown, key: string) => (rows as Row[]).map((r) => r[key]).join(';');
const TIMES = ['createdAt', 'updatedAt'] as const;
const LINE_COLUMNS = [
  'position',
  'itemName',
  'description',
  'quantity',
  'unitAmountCents',
  'discountPercent',
  'taxRate',
  'amountCents',
  'taxCents',
  'totalCents',
] as const;
const DOCUMENT_COLUMNS = [
  'number',
  'customerId',
  'title',
  'summary',
  'notes',
  'terms',
  'reference',
  'status',
  'taxMode',
  'issueDate',
  'subtotalCents',
  'taxCents',
  'totalCents',
  'sentAt',
  ...TIMES,
] as const;

/** The photo files are written beside their CSV rows; this is where each one goes in the ZIP. */
export const EXPORT_TABLES: readonly ExportTable[] = [
  table({
    file: 'customers.csv',
    model: (db) => db.customer,
    columns: ['name', 'contactName', 'email', 'phone', 'street', 'suburb', 'state', 'postcode', 'notes', ...TIMES],
  }),
  table({
    file: 'equipment.csv',
    model: (db) => db.equipment,
    columns: ['customerId', 'name', 'make', 'model', 'serial', 'notes', 'serviceIntervalMonths', ...TIMES],
  }),
  table({
    file: 'jobs.csv',
    model: (db) => db.job,
    columns: [
      'title',
      'jobType',
      'description',
      'status',
      'scheduledAt',
      'durationMinutes',
      'customerId',
      'confirmedAt',
      'estimatedValueCents',
      'createdById',
      'quoteId',
      'followUpOfId',
      ...TIMES,
    ],
    related: {
      select: { technicians: { select: { userId: true } }, equipment: { select: { equipmentId: true } } },
      columns: { technicianIds: (r) => ids(r.technicians, 'userId'), equipmentIds: (r) => ids(r.equipment, 'equipmentId') },
    },
  }),
  table({ file: 'job-notes.csv', model: (db) => db.jobNote, columns: ['jobId', 'authorId', 'text', 'createdAt'] }),
  table({ file: 'job-hours.csv', model: (db) => db.jobHours, columns: ['jobId', 'userId', 'hours', 'description', 'createdAt'] }),
  table({ file: 'job-parts.csv', model: (db) => db.jobPart, columns: ['jobId', 'partName', 'quantity', 'createdAt'] }),
  table({
    file: 'job-photos.csv',
    model: (db) => db.jobPhoto,
    columns: ['jobId', 'contentType', 'sizeBytes', 'originalName', 'uploadedById', 'createdAt'],
    related: { select: { storageKey: true }, columns: { file: (r) => photoPath(r as Parameters<typeof photoPath>[0]) } },
  }),
  table({
    file: 'form-templates.csv',
    model: (db) => db.formTemplate,
    columns: ['name', 'description', 'builtInKey', 'archivedAt', ...TIMES],
    related: {
      select: { jobTypes: true, equipmentTypes: true },
      columns: { jobTypes: (r) => (r.jobTypes as string[]).join(';'), equipmentTypes: (r) => (r.equipmentTypes as string[]).join(';') },
    },
  }),
  table({
    file: 'job-forms.csv',
    model: (db) => db.jobForm,
    columns: ['jobId', 'equipmentId', 'status', 'required', 'revision', 'submittedAt', 'submittedById', 'sentAt', ...TIMES],
    related: {
      select: { jobId: true, sentTo: true, templateVersion: { select: { version: true, template: { select: { name: true } } } } },
      columns: {
        template: (r) => ((r.templateVersion as Row).template as Row).name,
        templateVersion: (r) => (r.templateVersion as Row).version,
        sentTo: (r) => (r.sentTo as string[]).join(';'),
        answersFile: (r) => formAnswersPath(r as { id: string; jobId: string }),
      },
    },
  }),
  table({
    file: 'job-sign-offs.csv',
    model: (db) => db.jobSignOff,
    columns: [
      'jobId',
      'outcome',
      'signerName',
      'declineReason',
      'signaturePhotoId',
      'recordedById',
      'signedAt',
      'reportSha256',
      'emailedAt',
      'emailProblem',
    ],
    related: {
      select: { jobId: true, emailedTo: true },
      columns: {
        emailedTo: (r) => (r.emailedTo as string[]).join(';'),
        reportFile: (r) => signOffReportPath(r as { id: string; jobId: string }),
      },
    },
  }),
  table({
    file: 'completed-jobs.csv',
    model: (db) => db.completedJob,
    columns: [
      'jobId',
      'title',
      'description',
      'notes',
      'customerId',
      'customerName',
      'scheduledAt',
      'completedAt',
      'completedById',
      'invoiceId',
      'taxMode',
      'createdAt',
    ],
  }),
  table({
    file: 'completed-job-charges.csv',
    model: (db) => db.completedJobCharge,
    where: (orgId) => ({ completedJob: { orgId } }),
    columns: [
      'completedJobId',
      'position',
      'itemName',
      'description',
      'kind',
      'quantity',
      'unitPriceCents',
      'discountPercent',
      'totalCents',
      'taxRate',
    ],
  }),
  table({
    file: 'completed-job-equipment.csv',
    model: (db) => db.completedJobEquipment,
    where: (orgId) => ({ completedJob: { orgId } }),
    columns: ['completedJobId', 'equipmentId', 'equipmentName', 'createdAt'],
  }),
  table({
    file: 'quotes.csv',
    model: (db) => db.quote,
    columns: [...DOCUMENT_COLUMNS, 'expiryDate', 'acceptedAt', 'rejectedAt', 'respondedByName', 'respondedVia'],
  }),
  table({
    file: 'quote-lines.csv',
    model: (db) => db.quoteLine,
    where: (orgId) => ({ quote: { orgId } }),
    columns: ['quoteId', ...LINE_COLUMNS],
  }),
  table({
    file: 'invoices.csv',
    model: (db) => db.invoice,
    columns: [...DOCUMENT_COLUMNS, 'kind', 'quoteId', 'dueAt', 'paidAt', 'paymentMethod'],
  }),
  table({
    file: 'invoice-lines.csv',
    model: (db) => db.invoiceLine,
    where: (orgId) => ({ invoice: { orgId } }),
    columns: ['invoiceId', ...LINE_COLUMNS, 'itemCode'],
  }),
  table({
    file: 'members.csv',
    model: (db) => db.user,
    columns: ['name', 'email', 'role', 'color', 'lastLoginAt', 'costRateCents', 'payrollEmployeeId', ...TIMES],
  }),
  table({
    file: 'price-list.csv',
    model: (db) => db.itemPreset,
    columns: ['name', 'description', 'unitAmountCents', 'costCents', 'taxRate', 'code', ...TIMES],
  }),
  table({
    file: 'timesheet-weeks.csv',
    model: (db) => db.timesheetWeek,
    columns: [
      'userId',
      'weekStart',
      'status',
      'submittedAt',
      'approvedAt',
      'approvedById',
      'exportedAt',
      'exportedById',
      'exportFormat',
      ...TIMES,
    ],
  }),
  table({ file: 'shifts.csv', model: (db) => db.shift, columns: ['userId', 'weekId', 'day', 'startAt', 'endAt', 'note', ...TIMES] }),
  table({
    file: 'shift-segments.csv',
    model: (db) => db.shiftSegment,
    columns: ['shiftId', 'kind', 'jobId', 'startAt', 'endAt', 'createdAt'],
  }),
  table({
    file: 'timesheet-leave.csv',
    model: (db) => db.timesheetLeave,
    columns: ['userId', 'weekId', 'day', 'kind', 'minutes', 'note', 'createdById', 'createdAt'],
  }),
  JOB_PROFIT_TABLE,
  table({
    file: 'tickets.csv',
    model: (db) => db.ticket,
    columns: ['submittedById', 'title', 'description', 'status', 'priority', 'resolvedAt', ...TIMES],
    related: { select: { category: { select: { name: true } } }, columns: { category: (r) => (r.category as Row | null)?.name ?? null } },
  }),
  table({
    file: 'ticket-messages.csv',
    model: (db) => db.ticketMessage,
    // Support staff's internal notes are Spanner's, not the organisation's.
    where: (orgId) => ({ ticket: { orgId }, isInternal: false }),
    columns: ['ticketId', 'message', 'authorUserId', 'createdAt'],
    related: { select: { authorStaffId: true }, columns: { fromSupport: (r) => r.authorStaffId != null } },
  }),
];
