import PDFDocument from 'pdfkit';

// The frame every Spanner PDF is drawn in (quotes, invoices, service reports): pdfkit, A4, the standard Helvetica
// fonts, pages buffered so each gets its footer with "page N of M" once the length is known, and the bytes answered.

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';

export interface A4Options {
  title: string;
  author: string;
  /** The creation date written into the file: the same content and date give the same bytes. */
  createdAt: Date;
  /** Uncompressed content streams, so a test can read the text back. */
  compress?: boolean;
}

/** Draws a document with `draw`, then each page's footer (`footer(page, pages)`), and answers its bytes. */
export function renderA4(
  options: A4Options,
  draw: (pdf: PDFKit.PDFDocument) => void,
  footer: (page: number, pages: number) => string,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: options.title, Author: options.author, Creator: 'Spanner', CreationDate: options.createdAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    // The footer sits in the bottom margin: without this, pdfkit would start a new page for it.
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer(i + 1, range.count), MARGIN, A4.height - MARGIN + 16, {
        width: A4.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return done;
}
