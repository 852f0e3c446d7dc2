// The books Spanner syncs with, by the provider's key on a connection or a payment from the books: their name in
// what the office reads ("Changed in Xero too", "from MYOB").

const BOOKS_NAMES: Record<string, string> = { xero: 'Xero', myob: 'MYOB' };

/** 'Xero', 'MYOB'; 'the books' for anything else. */
export const booksName = (provider: string | null | undefined): string => (provider && BOOKS_NAMES[provider]) || 'the books';
