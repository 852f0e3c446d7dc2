/**
 * Hand text to the browser as a file download (a CSV to open in a spreadsheet). CSV gets a UTF-8 byte-order mark
 * so Excel reads accented names right; the import accepts it.
 */
export function saveTextFile(fileName: string, text: string, type: 'text/csv' | 'text/plain') {
  const bom = type === 'text/csv' ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
