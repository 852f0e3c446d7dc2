import type { Db } from '../../db/client.ts';
import type { Books } from '../../integrations/accounting/books.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SyncConnection } from './open-xero.ts';

/**
 * What a push or pull works with: the organisation's tenant client, the queue (a row's outcome is a webhook event),
 * its connection, and the books it reaches.
 */
export interface SyncScope {
  db: Db;
  jobs: JobQueue;
  connection: SyncConnection;
  books: Books;
}
