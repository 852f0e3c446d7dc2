/** How names and serials compare: without case or repeated spaces, so 'Acme  Pty' is 'ACME PTY'. */
export const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether two names are the same customer name (or serial) to a person reading them. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
