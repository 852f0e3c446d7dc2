import type { ReportEntry } from '../../rules/service-report.ts';
import { A4, INK, MARGIN, MUTED, RULE } from './a4-pdf.ts';

// The report layout drawn inside the A4 frame (documents/a4-pdf.ts): headings with a rule under them, a label and its
// value side by side, and a form's answers as the service report lists them (rules/service-report.ts), its signatures
// drawn. Long content flows onto further pages.

/** The width between the margins. */
export const WIDTH = A4.width - 2 * MARGIN;
/** How far down a page content goes (the footer sits below). */
const BOTTOM = A4.height - MARGIN - 20;
/** Where a pair's value column starts, from the left margin. */
const VALUE_AT = 178;

/** PNG and JPEG images by photo id (the forms' signatures), as pdfkit draws them; others are named, not drawn. */
export type Images = Map<string, Buffer>;

/** Room for `height` points more on this page, or a new page. */
export function room(pdf: PDFKit.PDFDocument, height: number) {
  if (pdf.y + height > BOTTOM) pdf.addPage();
}

/** A section heading across the page, ruled under; the text after it in 10 pt Helvetica. */
export function heading(pdf: PDFKit.PDFDocument, text: string) {
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
export function pair(pdf: PDFKit.PDFDocument, label: string, value: string, indent = 0) {
  const labelWidth = 170 - indent;
  const height = Math.max(pdf.heightOfString(label, { width: labelWidth }), pdf.heightOfString(value, { width: WIDTH - VALUE_AT }));
  room(pdf, height);
  const y = pdf.y;
  pdf.fillColor(MUTED).text(label, MARGIN + indent, y, { width: labelWidth });
  pdf.fillColor(INK).text(value, MARGIN + VALUE_AT, y, { width: WIDTH - VALUE_AT });
  pdf.y = y + height + 3;
}

/** An image in the value column, `height` points high at the most; false (nothing drawn) without one. */
export function valueImage(pdf: PDFKit.PDFDocument, bytes: Buffer | undefined, height: number): boolean {
  if (!bytes) return false;
  room(pdf, height + 6);
  pdf.image(bytes, MARGIN + VALUE_AT, pdf.y, { fit: [220, height] });
  pdf.y += height + 4;
  return true;
}

/** A form's answers: each a pair, a signature with its drawing, a table's rows each under its own label. */
export function entries(pdf: PDFKit.PDFDocument, list: ReportEntry[], images: Images, indent = 0) {
  for (const e of list) {
    if ('value' in e) pair(pdf, e.label, e.value, indent);
    else if ('signature' in e) {
      pair(pdf, e.label, `Signed by ${e.signature.signedBy}`, indent);
      if (!valueImage(pdf, images.get(e.signature.photoId), 50)) pair(pdf, '', '(the signature is kept on the job)', indent);
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

/** A PDF's file name with the characters file systems refuse (\ / : * ? " < > |) made hyphens. */
export const pdfFileName = (name: string) => `${name}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
