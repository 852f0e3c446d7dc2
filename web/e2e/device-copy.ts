import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';

/**
 * A time for a job booked "for today": five minutes from now, but never past today's last minute in the
 * organisation's zone (Melbourne), so a run just before midnight still books it on today.
 */
export function soonToday(now = new Date()): string {
  const lastMinute = localDayOf(now).end.getTime() - 60_000;
  return new Date(Math.min(now.getTime() + 5 * 60_000, lastMinute)).toISOString();
}

/** The device's copy (IndexedDB): the jobs it holds and when it was saved (null before the first save). */
const deviceCopy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ jobIds: string[]; savedAt: string | null }>((resolve, reject) => {
        const open = indexedDB.open('spanner-device-copy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) {
            db.close();
            return resolve({ jobIds: [], savedAt: null });
          }
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => {
            db.close();
            const copies = all.result as { jobs: { id: string }[]; savedAt: string }[];
            resolve({ jobIds: copies.flatMap((copy) => copy.jobs.map((j) => j.id)), savedAt: copies[0]?.savedAt ?? null });
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The jobs the device has saved (IndexedDB), read in the page. */
export const savedJobIds = async (page: Page) => (await deviceCopy(page)).jobIds;

/**
 * Signed in, with the service worker ready and every one of `jobIds` saved on the device. The copy is refreshed when
 * the app is opened, once its screen has painted: it is opened again until it holds the jobs just booked, each time
 * after the last opening's copy was saved (`timeout`: polling's, for a big week).
 */
export async function savedOnDevice(page: Page, jobIds: string[], { timeout }: { timeout?: number } = {}) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  let openedAfter: string | null | undefined;
  await expect
    .poll(
      async () => {
        const { jobIds: saved, savedAt } = await deviceCopy(page);
        if (jobIds.every((id) => saved.includes(id))) return true;
        if (openedAfter === undefined || savedAt !== openedAfter) {
          openedAfter = savedAt;
          await page.reload();
          await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
}

/** The outbox's changes as the device keeps them (their label, state and problem), read from IndexedDB in the page. */
const outboxChanges = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ label: string; state: string; problem?: string }[]>((resolve, reject) => {
        const open = indexedDB.open('spanner-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('changes').objectStore('changes').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { label: string; state: string; problem?: string }[]).map(({ label, state, problem }) => ({
                label,
                state,
                problem,
              })),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The outbox's changes by state. */
export async function outboxStates(page: Page): Promise<Record<string, number>> {
  const states: Record<string, number> = {};
  for (const c of await outboxChanges(page)) states[c.state] = (states[c.state] ?? 0) + 1;
  return states;
}

/** The outbox's changes that need attention, with the server's reason. */
export const outboxProblems = async (page: Page) =>
  (await outboxChanges(page)).filter((c) => c.state === 'needs-attention').map((c) => `${c.label}: ${c.problem}`);

/**
 * Until the sync that going online started has recorded an answer for every change (none left waiting or on its
 * way): a page loaded before then cuts that run short, and the next run sends its last change again.
 */
export async function outboxSettled(page: Page) {
  await expect.poll(async () => Object.keys(await outboxStates(page)).filter((state) => state !== 'sent')).toEqual([]);
}

/** Picks an option of a Select by its text; the Select's button is named by its value, then its label. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(`\\S ${label}$`) }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
