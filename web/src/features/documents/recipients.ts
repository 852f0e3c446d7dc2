// Who an emailed quote or invoice goes to (spec part 2 §5): a quote has one recipient, required and trimmed; an
// invoice takes comma-separated addresses, blanks dropped. The server checks the addresses again.

/** The quote's recipient: trimmed; [] when blank. */
export const quoteRecipients = (text: string): string[] => (text.trim() ? [text.trim()] : []);

/** The invoice's recipients: split on commas, trimmed, empties dropped. */
export const invoiceRecipients = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
