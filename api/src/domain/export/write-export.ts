import type { Db } from '../../db/client.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { type CsvCell, formatCsv } from '../../rules/csv.ts';
import { documentPdf } from '../documents/document-pdf.ts';
import { documentRead } from '../documents/document-stores.ts';
import { printableOrganisation } from '../documents/printable-document.ts';
import { photoPath } from './export-paths.ts';
import type { ExportProgress } from './export-progress.ts';
import { EXPORT_TABLES, type ExportTable } from './export-tables.ts';
import { addFormAnswers, addSignOffReports } from './form-files.ts';
import { jobsJson } from './jobs-json.ts';
import { ZipWriter } from './zip-entries.ts';

/** Rows read per statement: large enough to keep the statements few, small enough to keep memory flat. */
export const EXPORT_PAGE = 500;
/** Quotes and invoices read per statement: each becomes a PDF before the next page is read. */
const DOCUMENT_PAGE = 50;

/** A database value as a CSV cell: numbers stay numbers (a negative amount is not a formula), dates ISO 8601. */
const cell = (value: unknown): CsvCell => {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value;
  return String(value);
};

/** A table as CSV text, page by page; counts its rows into `counts`. */
async function* csvPages(db: Db, orgId: string, table: ExportTable, counts: Record<string, number>, progress: ExportProgress) {
  yield `${formatCsv([table.header])}\r\n`;
  counts[table.file] = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await table.page(db, orgId, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    counts[table.file] += rows.length;
    await progress.step(rows.length);
    yield `${formatCsv(rows.map((r) => r.cells.map(cell)))}\r\n`;
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/** Every job photo, streamed from storage one at a time. A file missing from storage is listed in the manifest. */
async function addPhotos(zip: ZipWriter, db: Db, storage: Storage, missing: string[], progress: ExportProgress) {
  let after: string | undefined;
  for (;;) {
    const photos = await db.jobPhoto.findMany({
      where: after ? { id: { gt: after } } : {},
      select: { id: true, jobId: true, storageKey: true },
      orderBy: { id: 'asc' },
      take: EXPORT_PAGE,
    });
    for (const photo of photos) {
      const file = await storage.get(photo.storageKey);
      if (file) await zip.add(photoPath(photo), file.stream);
      else missing.push(photoPath(photo));
      await progress.step(1);
    }
    if (photos.length < EXPORT_PAGE) return;
    after = photos[photos.length - 1].id;
  }
}

/** Every quote and invoice as the organisation prints it, under quotes/ and invoices/ by number. */
async function addDocumentPdfs(zip: ZipWriter, db: Db, orgId: string, progress: ExportProgress) {
  const org = await printableOrganisation(db, orgId);
  for (const kind of ['quote', 'invoice'] as const) {
    let after: string | undefined;
    for (;;) {
      const docs =
        kind === 'quote'
          ? await db.quote.findMany({
              ...documentRead.quote,
              where: after ? { id: { gt: after } } : {},
              orderBy: { id: 'asc' },
              take: DOCUMENT_PAGE,
            })
          : await db.invoice.findMany({
              ...documentRead.invoice,
              where: after ? { id: { gt: after } } : {},
              orderBy: { id: 'asc' },
              take: DOCUMENT_PAGE,
            });
      for (const doc of docs) {
        const pdf = await documentPdf(kind, doc, org);
        await zip.add(`${kind}s/${pdf.fileName.replace(/[^\w. -]/g, '_')}`, pdf.bytes);
        await progress.step(1);
      }
      if (docs.length < DOCUMENT_PAGE) break;
      after = docs[docs.length - 1].id;
    }
  }
}

const ORGANISATION_COLUMNS = {
  id: true,
  name: true,
  street: true,
  suburb: true,
  state: true,
  postcode: true,
  abn: true,
  phone: true,
  email: true,
  accountName: true,
  bsb: true,
  accountNumber: true,
  paymentInstructions: true,
  invoiceTerms: true,
  quoteTerms: true,
  timeZone: true,
  smsRemindersEnabled: true,
  smsReminderTime: true,
  createdAt: true,
} as const;

/** What a build reads from and reports to: the organisation's own client, its storage and the build's progress. */
export interface ExportSource {
  db: Db;
  storage: Storage;
  orgId: string;
  exportedAt: Date;
  progress: ExportProgress;
}

/** Write the whole organisation into the ZIP; the manifest, last, says what it holds. */
export async function writeExport(zip: ZipWriter, { db, storage, orgId, exportedAt, progress }: ExportSource) {
  const organisation = await db.organization.findFirst({ select: ORGANISATION_COLUMNS });
  await zip.add('organisation.json', JSON.stringify(organisation, null, 2));
  const counts: Record<string, number> = {};
  for (const table of EXPORT_TABLES) await zip.addGenerated(table.file, csvPages(db, orgId, table, counts, progress));
  await zip.addGenerated('jobs.json', jobsJson(db, EXPORT_PAGE, counts, progress));
  const missingFiles: string[] = [];
  await addPhotos(zip, db, storage, missingFiles, progress);
  await addDocumentPdfs(zip, db, orgId, progress);
  await addFormAnswers(zip, db, progress);
  await addSignOffReports(zip, db, storage, missingFiles, progress);
  const manifest = {
    format: 'Spanner full export, version 1',
    organisation: organisation?.name ?? null,
    exportedAt: exportedAt.toISOString(),
    notes: [
      'Each CSV file is one table; its first column is the id that other files refer to (customerId, jobId …).',
      'Times are UTC (ISO 8601); money is in cents (AUD); several ids in one cell are separated by semicolons.',
      'jobs.json holds each job whole: its customer, technicians, equipment, notes, hours, parts and photos.',
      'Job photos are under photos/<jobId>/, and every quote and invoice as a PDF under quotes/ and invoices/.',
      "Each form's answers are under forms/<jobId>/<formId>.csv (a row per answer; photos and drawn signatures name their files under photos/), each customer sign-off's signed service report under sign-offs/<jobId>/.",
    ],
    rows: counts,
    missingFiles,
  };
  await zip.add('manifest.json', JSON.stringify(manifest, null, 2));
  await zip.finish();
}

/**
 * The ZIP written straight into storage under `key` as it is built, one entry at a time (memory stays flat however
 * large the organisation). Storage writes a file whole or not at all (a local file is renamed into place, an S3
 * multipart upload completes at the end), so a failed or cut build never leaves half a ZIP under the key.
 * Answers the ZIP's size in bytes.
 */
export async function storeExport(source: ExportSource, key: string): Promise<number> {
  const zip = new ZipWriter();
  const stored = source.storage.put(key, zip.archive, 'application/zip');
  const written = writeExport(zip, source).catch((error: unknown) => {
    // Ends the upload with the error, so storage drops what it had instead of keeping a cut-off ZIP.
    zip.archive.destroy(error as Error);
    throw error;
  });
  await Promise.all([stored, written]);
  return zip.archive.pointer();
}
