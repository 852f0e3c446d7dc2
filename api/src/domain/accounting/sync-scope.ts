import type { Db } from '../../db/client.ts';
import type { XeroBooks } from '../../integrations/accounting/xero/xero-books.ts';
import type { SyncConnection } from './open-xero.ts';

/** What a push or pull works with: the organisation's tenant client, its connection, and the books it reaches. */
export interface SyncScope {
  db: Db;
  connection: SyncConnection;
  books: XeroBooks;
}
