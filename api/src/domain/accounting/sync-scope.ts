import type { Db } from '../../db/client.ts';
import type { Books } from '../../integrations/accounting/books.ts';
import type { SyncConnection } from './open-xero.ts';

/** What a push or pull works with: the organisation's tenant client, its connection, and the books it reaches. */
export interface SyncScope {
  db: Db;
  connection: SyncConnection;
  books: Books;
}
