import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit with its standard fonts, one string per text run: each content stream is
 * inflated and the hex strings of its TJ operators decoded (WinAnsi ≈ latin1). Enough to read back what a quote or
 * invoice prints; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = (m[1].includes('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      runs.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
  }
  return runs;
}

/** The number of pages of a PDF. */
export const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
