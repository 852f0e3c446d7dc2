import QRCode from 'qrcode';
import { A4, INK, MARGIN, MUTED, RULE, renderA4 } from './a4-pdf.ts';
import type { PrintableDocument } from './printable-document.ts';

// The PDF of a quote or an invoice, drawn with pdfkit (A4, the standard Helvetica fonts) from its printed content
// (printable-document.ts). Long documents flow onto further pages, the table header repeated on each.

// Table columns: description takes what the figures leave.
const COLUMNS = [
  { key: 'description', label: 'Description', width: 0, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 34, align: 'right' },
  { key: 'unitPrice', label: 'Unit price', width: 70, align: 'right' },
  { key: 'discount', label: 'Disc.', width: 38, align: 'right' },
  { key: 'tax', label: 'Tax', width: 50, align: 'right' },
  { key: 'gst', label: 'GST', width: 60, align: 'right' },
  { key: 'total', label: 'Total', width: 72, align: 'right' },
] as const;

type Row = PrintableDocument['lines'][number];

/**
 * The QR code's box in points (about 3 cm; the code inside it is drawn in whole-point modules, 2.6 cm for a link): a
 * phone reads it at arm's length.
 */
export const QR_SIZE = 84;

/**
 * A QR code of `text` as vector squares (sharp at any zoom, no image), its quiet zone left white, centred in the
 * QR_SIZE box at (x, y). Modules are whole points on an even-point grid, so a reader rendering at 1×, 1.5× or 2× puts
 * their edges on pixel boundaries: no anti-aliased seams between dark modules for a phone's camera to misread.
 */
export function drawQrCode(pdf: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.max(1, Math.floor(QR_SIZE / modules.size));
  const side = cell * modules.size;
  const left = 2 * Math.floor((x + (QR_SIZE - side) / 2) / 2);
  const top = 2 * Math.ceil((y + (QR_SIZE - side) / 2) / 2);
  // Each row's runs of dark modules as one rectangle.
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      pdf.rect(left + start * cell, top + row * cell, (col - start + 1) * cell, cell);
    }
  pdf.fillColor('#000000').fill();
}

/** A line's first cell: its item name in bold, then its description (either alone when there is one). */
function drawDescribed(pdf: PDFKit.PDFDocument, row: Row, x: number, y: number, width: number) {
  if (row.item) {
    pdf.font('Helvetica-Bold').text(row.item, x, y, { width });
    pdf.font('Helvetica');
    if (row.description) pdf.text(row.description, x, pdf.y, { width });
  } else pdf.text(row.description, x, y, { width });
}

function describedHeight(pdf: PDFKit.PDFDocument, row: Row, width: number) {
  const description = row.description ? pdf.heightOfString(row.description, { width }) : 0;
  if (!row.item) return description;
  const item = pdf.font('Helvetica-Bold').heightOfString(row.item, { width });
  pdf.font('Helvetica');
  return item + description;
}

export interface RenderOptions {
  /** Uncompressed content streams, so a test can read the text back. */
  compress?: boolean;
  /** The creation date written into the file (default: now). */
  createdAt?: Date;
}

/** Renders the PDF and answers its bytes. */
export function renderPdf(doc: PrintableDocument, options: RenderOptions = {}): Promise<Buffer> {
  return renderA4(
    {
      title: `${doc.heading} ${doc.meta[0][1]}`,
      author: doc.business[0],
      createdAt: options.createdAt ?? new Date(),
      compress: options.compress,
    },
    (pdf) => draw(pdf, doc),
    (page, pages) => `${doc.heading} ${doc.meta[0][1]} · page ${page} of ${pages}`,
  );
}

/** The lines' table (its header repeated on each page), then the prices note: answers where the page continues. */
function drawTable(pdf: PDFKit.PDFDocument, doc: PrintableDocument, top: number): number {
  const right = A4.width - MARGIN;
  const contentWidth = right - MARGIN;
  const bottom = A4.height - MARGIN;
  const fixed = COLUMNS.reduce((s, c) => s + c.width, 0);
  const widths = COLUMNS.map((c) => (c.width === 0 ? contentWidth - fixed : c.width));
  let y = top;
  const cellX = (i: number) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0);
  const header = () => {
    pdf.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    COLUMNS.forEach((c, i) => {
      pdf.text(c.label, cellX(i) + (i === 0 ? 0 : 4), y, { width: widths[i] - (i === 0 ? 6 : 4), align: c.align });
    });
    y += 14;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(right, y - 3)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  };
  header();
  pdf.font('Helvetica').fontSize(9.5);
  for (const row of doc.lines) {
    const height = Math.max(12, describedHeight(pdf, row, widths[0] - 6)) + 6;
    if (y + height > bottom) {
      pdf.addPage();
      y = MARGIN;
      header();
      pdf.font('Helvetica').fontSize(9.5);
    }
    pdf.fillColor(INK);
    COLUMNS.forEach((c, i) => {
      if (c.key === 'description') drawDescribed(pdf, row, MARGIN, y, widths[0] - 6);
      else pdf.text(row[c.key], cellX(i) + 4, y, { width: widths[i] - 4, align: c.align });
    });
    y += height;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(right, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  y += 4;
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(doc.pricesNote, MARGIN, y, { width: contentWidth / 2 });
  return y;
}

function draw(pdf: PDFKit.PDFDocument, doc: PrintableDocument) {
  const right = A4.width - MARGIN;
  const contentWidth = right - MARGIN;

  // Heading: the business on the left, the document's name and numbers on the right.
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(doc.heading, MARGIN, MARGIN, { width: contentWidth, align: 'right' });
  let y = MARGIN;
  pdf
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(doc.business[0], MARGIN, y, { width: contentWidth / 2 });
  y = pdf.y + 2;
  pdf.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  for (const line of doc.business.slice(1)) {
    pdf.text(line, MARGIN, y, { width: contentWidth / 2 });
    y = pdf.y;
  }
  let metaY = MARGIN + 32;
  for (const [label, value] of doc.meta) {
    pdf
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, right - 230, metaY, { width: 110, align: 'right' });
    pdf
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, right - 115, metaY, { width: 115, align: 'right' });
    metaY += 14;
  }
  y = Math.max(y, metaY) + 18;

  if (doc.customer.length) {
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(doc.customerLabel, MARGIN, y);
    y = pdf.y + 2;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(doc.customer[0], MARGIN, y, { width: contentWidth / 2 });
    pdf.font('Helvetica').fontSize(9.5);
    for (const line of doc.customer.slice(1)) pdf.text(line, { width: contentWidth / 2 });
    y = pdf.y + 14;
  }
  if (doc.title) {
    pdf.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(doc.title, MARGIN, y, { width: contentWidth });
    y = pdf.y + 4;
  }
  if (doc.summary) {
    pdf.font('Helvetica').fontSize(9.5).fillColor(INK).text(doc.summary, MARGIN, y, { width: contentWidth });
    y = pdf.y + 8;
  }

  const bottom = A4.height - MARGIN;
  if (doc.lines.length) y = drawTable(pdf, doc, y);

  // Totals box, right-aligned under the table.
  if (y + 60 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  doc.totals.forEach(([label, value], i) => {
    const last = i === doc.totals.length - 1;
    pdf
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 11 : 9.5)
      .fillColor(INK);
    pdf.text(label, right - 250, y, { width: 160, align: 'right' });
    pdf.text(value, right - 88, y, { width: 88, align: 'right' });
    y += last ? 18 : 14;
  });
  if (doc.afterTotals) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(doc.afterTotals, right - 250, y, { width: 250, align: 'right' });
    y += 14;
  }
  y += 10;

  const block = (title: string, lines: string[]) => {
    const text = lines.join('\n');
    const height = pdf.font('Helvetica').fontSize(9.5).heightOfString(text, { width: contentWidth }) + 18;
    if (y + height > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title, MARGIN, y);
    pdf
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(text, MARGIN, pdf.y + 2, { width: contentWidth });
    y = pdf.y + 12;
  };
  if (doc.payment.length && doc.payLink) {
    // The payment block beside the pay link's QR code and its caption.
    const textWidth = contentWidth - QR_SIZE - 24;
    const text = doc.payment.join('\n');
    const textHeight = pdf.font('Helvetica').fontSize(9.5).heightOfString(text, { width: textWidth }) + 18;
    if (y + Math.max(textHeight, QR_SIZE + 16) > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
    const top = y;
    drawQrCode(pdf, doc.payLink, right - QR_SIZE, top);
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text('Scan to pay', right - QR_SIZE, top + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PAYMENT', MARGIN, top);
    pdf
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(text, MARGIN, pdf.y + 2, { width: textWidth });
    y = Math.max(pdf.y, top + QR_SIZE + 16) + 12;
  } else if (doc.payment.length) block('PAYMENT', doc.payment);
  if (doc.notes) block('NOTES', [doc.notes]);
  if (doc.terms) block('TERMS', [doc.terms]);
}
