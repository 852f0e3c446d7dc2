import type { ReportEntry, ServiceReport } from '../../rules/service-report.ts';
import { A4, INK, MARGIN, MUTED, RULE, renderA4 } from '../documents/a4-pdf.ts';

// The signed service report as a PDF (in the documents' A4 frame): the report's content as the customer was shown
// it, then the sign-off — the name, the drawn signature, when and on whose screen — or the refusal. Long reports flow
// onto further pages; each page is numbered in its footer.
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 20;

export interface SignOffPrint {
  outcome: 'signed' | 'declined';
  signerName: string;
  declineReason: string | null;
  /** '28 Nov 2026, 2:41 pm' in the organisation's zone. */
  when: string;
  recordedBy: string;
  /** The drawn signature's image (PNG or JPEG); null when declined. */
  signature: Buffer | null;
}

/** PNG and JPEG images by photo id (the forms' signatures), as pdfkit draws them; others are named, not drawn. */
export type Images = Map<string, Buffer>;

/** Renders the report and its sign-off; the same input and `createdAt` always give the same bytes. */
export function renderServiceReport(report: ServiceReport, signOff: SignOffPrint, images: Images, createdAt: Date): Promise<Buffer> {
  return renderA4(
    { title: `Service report: ${report.job.title}`, author: report.business.name, createdAt },
    (pdf) => draw(pdf, report, signOff, images),
    (page, pages) => `${report.business.name} · ${report.job.title} · page ${page} of ${pages}`,
  );
}

/** Room for `height` points more on this page, or a new page. */
function room(pdf: PDFKit.PDFDocument, height: number) {
  if (pdf.y + height > BOTTOM) pdf.addPage();
}

function heading(pdf: PDFKit.PDFDocument, text: string) {
  room(pdf, 60);
  pdf.moveDown(0.8);
  pdf.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(text, MARGIN, pdf.y, { width: WIDTH });
  const y = pdf.y + 2;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.y = y + 6;
  pdf.font('Helvetica').fontSize(10);
}

/** A label and its value side by side (the value wraps in its column). */
function pair(pdf: PDFKit.PDFDocument, label: string, value: string, indent = 0) {
  const labelWidth = 170 - indent;
  const height = Math.max(pdf.heightOfString(label, { width: labelWidth }), pdf.heightOfString(value, { width: WIDTH - 178 }));
  room(pdf, height);
  const y = pdf.y;
  pdf.fillColor(MUTED).text(label, MARGIN + indent, y, { width: labelWidth });
  pdf.fillColor(INK).text(value, MARGIN + 178, y, { width: WIDTH - 178 });
  pdf.y = y + height + 3;
}

function image(pdf: PDFKit.PDFDocument, bytes: Buffer | undefined, x: number, height: number): boolean {
  if (!bytes) return false;
  room(pdf, height + 6);
  pdf.image(bytes, x, pdf.y, { fit: [220, height] });
  pdf.y += height + 4;
  return true;
}

function entries(pdf: PDFKit.PDFDocument, list: ReportEntry[], images: Images, indent = 0) {
  for (const e of list) {
    if ('value' in e) pair(pdf, e.label, e.value, indent);
    else if ('signature' in e) {
      pair(pdf, e.label, `Signed by ${e.signature.signedBy}`, indent);
      if (!image(pdf, images.get(e.signature.photoId), MARGIN + 178, 50)) pair(pdf, '', '(the signature is kept on the job)', indent);
    } else {
      pair(pdf, e.label, e.rows.length === 0 ? '—' : `${e.rows.length} ${e.rows.length === 1 ? 'row' : 'rows'}`, indent);
      for (const row of e.rows) {
        room(pdf, 30);
        pdf
          .font('Helvetica-Bold')
          .fillColor(INK)
          .text(row.label, MARGIN + indent + 12, pdf.y, { width: WIDTH - indent - 12 });
        pdf.font('Helvetica');
        entries(pdf, row.entries, images, indent + 12);
      }
    }
  }
}

function draw(pdf: PDFKit.PDFDocument, r: ServiceReport, s: SignOffPrint, images: Images) {
  pdf.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Service report', MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED);
  const business = [r.business.name, r.business.abn && `ABN ${r.business.abn}`, r.business.phone, r.business.email].filter(Boolean);
  pdf.text(business.join(' · '), { width: WIDTH });
  pdf.fillColor(INK);

  heading(pdf, r.job.title);
  if (r.customer) pair(pdf, 'Customer', r.customer.name);
  if (r.customer?.address) pair(pdf, 'Address', r.customer.address);
  if (r.job.scheduledOn) pair(pdf, 'Date', r.job.scheduledOn);
  if (r.technicians.length) pair(pdf, r.technicians.length === 1 ? 'Technician' : 'Technicians', r.technicians.join(', '));
  if (r.job.description) pair(pdf, 'Work', r.job.description);

  if (r.equipment.length) {
    heading(pdf, 'Equipment');
    for (const e of r.equipment) pair(pdf, e.name, e.details ?? '—');
  }
  if (r.labour.length) {
    heading(pdf, 'Labour');
    for (const l of r.labour) pair(pdf, l.who, `${l.hours} h`);
  }
  if (r.parts.length) {
    heading(pdf, 'Parts');
    for (const p of r.parts) pair(pdf, p.name, `× ${p.quantity}`);
  }
  for (const f of r.forms) {
    const status = f.submitted ? (f.revision ? `submitted, corrected ${f.revision}×` : 'submitted') : 'not submitted';
    heading(pdf, `${f.title}${f.equipment ? ` — ${f.equipment}` : ''} (${status})`);
    for (const section of f.sections) {
      room(pdf, 30);
      pdf.font('Helvetica-Bold').fillColor(INK).text(section.title, MARGIN, pdf.y, { width: WIDTH });
      pdf.font('Helvetica').moveDown(0.2);
      entries(pdf, section.entries, images);
    }
  }

  heading(pdf, s.outcome === 'signed' ? 'Customer sign-off' : 'Customer declined to sign');
  if (s.outcome === 'signed') {
    pair(pdf, 'Signed by', s.signerName);
    image(pdf, s.signature ?? undefined, MARGIN + 178, 70);
  } else {
    pair(pdf, 'Declined by', s.signerName);
    pair(pdf, 'Reason', s.declineReason ?? '—');
  }
  pair(pdf, 'When', s.when);
  pair(pdf, 'Recorded by', s.recordedBy);
}
