import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Signed in, with the service worker ready and every one of `jobIds` saved on the device. The copy is refreshed when
 * the app is opened: it is opened again until it holds the jobs just booked (`timeout`: polling's, for a big week).
 */
export async function savedOnDevice(page: Page, jobIds: string[], { timeout }: { timeout?: number } = {}) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      async () => {
        const saved = await savedJobIds(page);
        if (jobIds.every((id) => saved.includes(id))) return true;
        await page.reload();
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        return false;
      },
      { timeout },
    )
    .toBe(true);
}

/** Picks an option of a Select by its text; the Select's button is named by its value, then its label. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(`\\S ${label}$`) }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
