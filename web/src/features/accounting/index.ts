// What other features use from accounting (Settings → Accounting). Import from here, never from a file inside.

export { AccountingTab } from './AccountingTab';
export { BooksAttentionBanner } from './BooksAttentionBanner';
