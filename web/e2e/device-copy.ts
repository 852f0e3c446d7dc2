import type { Page } from 'playwright-core';

/** The jobs the device has saved (IndexedDB), read in the page. */
export const savedJobIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('spanner-device-copy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { jobs: { id: string }[] }[]).flatMap((copy) => copy.jobs.map((j) => j.id)));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
