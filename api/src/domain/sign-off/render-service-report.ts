import type { ServiceReport } from '../../rules/service-report.ts';
import { INK, MARGIN, MUTED, renderA4 } from '../documents/a4-pdf.ts';
import { entries, heading, type Images, pair, room, valueImage, WIDTH } from '../documents/report-pdf-layout.ts';

// The signed service report as a PDF (in the documents' A4 frame): the report's content as the customer was shown
// it, then the sign-off — the name, the drawn signature, when and on whose screen — or the refusal. Long reports flow
// onto further pages; each page is numbered in its footer.

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

/** Renders the report and its sign-off; the same input and `createdAt` always give the same bytes. */
export function renderServiceReport(report: ServiceReport, signOff: SignOffPrint, images: Images, createdAt: Date): Promise<Buffer> {
  return renderA4(
    { title: `Service report: ${report.job.title}`, author: report.business.name, createdAt },
    (pdf) => draw(pdf, report, signOff, images),
    (page, pages) => `${report.business.name} · ${report.job.title} · page ${page} of ${pages}`,
  );
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
    valueImage(pdf, s.signature ?? undefined, 70);
  } else {
    pair(pdf, 'Declined by', s.signerName);
    pair(pdf, 'Reason', s.declineReason ?? '—');
  }
  pair(pdf, 'When', s.when);
  pair(pdf, 'Recorded by', s.recordedBy);
}
