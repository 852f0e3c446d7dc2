import { AppError } from '../../errors.ts';

// CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF or CR alone accepted too), fields
// in double quotes may hold commas, quotes (doubled) and line breaks. Small and dependency-free.

const invalid = (message: string) => new AppError('VALIDATION', message);

/** The file's text: UTF-8 (with or without a byte-order mark). Anything else gets an answer that says how to fix it. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw invalid('The CSV file is empty');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw invalid('This looks like an Excel workbook, not a CSV file. Save it as "CSV UTF-8" and try again.');
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw invalid('The file is UTF-16 text. Save it as "CSV UTF-8" and try again.');
  }
  let text: string;
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of turning into replacement characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
  if (text.includes('\u0000')) throw invalid('The file is not a CSV text file');
  return text;
}

/** Records of fields. A quote that is never closed is an error naming the row it started on. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */ && field === '') {
      // A quoted field: read to the closing quote; "" is one quote.
      const start = records.length + 1;
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) throw invalid(`Row ${start} has a quote (") that is never closed`);
        field += text.slice(i, close);
        if (text.charCodeAt(close + 1) === 0x22) {
          field += '"';
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      // Anything between the closing quote and the next separator is kept as written (lenient, like spreadsheets).
      continue;
    }
    if (c === 0x2c /* , */) {
      record.push(field);
      field = '';
      i++;
    } else if (c === 0x0a /* \n */ || c === 0x0d /* \r */) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += c === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
    } else {
      // Plain text up to the next separator, in one slice.
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 0x2c || d === 0x0a || d === 0x0d) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  // The last record, unless the text ended with a line break.
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
