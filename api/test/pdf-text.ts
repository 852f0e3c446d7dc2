import * as mupdf from 'mupdf';

/** The text a reader shows of every page of a PDF (MuPDF), pages joined by a blank line. */
export function pdfText(pdf: Buffer): string {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText().asText());
  return pages.join('\n\n');
}
