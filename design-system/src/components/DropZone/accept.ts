/**
 * Whether a file matches one of the accepted types: extensions ('.csv', case-insensitive), exact MIME types
 * ('text/csv') or MIME families ('image/*'). No list means anything goes.
 */
export function isAcceptedFile(file: { name: string; type: string }, acceptedFileTypes?: readonly string[]): boolean {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((raw) => {
    const accepted = raw.trim().toLowerCase();
    if (accepted.startsWith('.')) return name.endsWith(accepted);
    if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
    return type === accepted;
  });
}

/** Splits files into the accepted and the rejected ones. */
export function partitionFiles(files: Iterable<File>, acceptedFileTypes?: readonly string[]) {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (isAcceptedFile(file, acceptedFileTypes) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
