import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page, type Route } from 'playwright-core';
import { expect, inject } from 'vitest';
import { contextWithPage } from './context-pool';

/** This worker's own of what global-setup.ts starts one of per worker (VITEST_POOL_ID is 1…maxWorkers). */
const workersOwn = <T>(items: T[]): T => items[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % items.length];
/** This worker's own server. */
export const baseUrl = () => workersOwn(inject('baseUrls'));
/**
 * The texts of the emails this worker's server wrote to an address's folder of its local mailbox, oldest first
 * (the server's own format: headers, a blank line, the text; api/src/integrations/email/local.ts).
 */
export function mailboxOf(address: string): { subject: string; text: string }[] {
  const dir = workersOwn(inject('dataDirs'));
  const folder = path.join(dir, 'mailbox', address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_'));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(folder, name), 'utf8');
      const split = raw.indexOf('\n\n');
      return { subject: raw.slice(0, split).match(/^Subject: (.*)$/m)?.[1] ?? '', text: raw.slice(split + 2) };
    });
}
/** The newest private link (`/q/…` or `/i/…`) in an email about `number` to `address`, once the mailbox holds it. */
async function linkEmailed(address: string, number: string, kind: 'q' | 'i'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${kind}/[\\w-]+`);
  const link = () =>
    mailboxOf(address)
      .filter((m) => m.subject.includes(number))
      .at(-1)
      ?.text.match(pattern)?.[0];
  await expect.poll(link).toBeTruthy();
  return link() as string;
}
/**
 * The private link of a quote just emailed, as its customer's mailbox holds it (the office's Messages tab keeps the
 * email with the link withheld).
 */
export async function emailedQuoteLink(page: Page, quoteId: string): Promise<string> {
  const { quote } = await gql<{ quote: { number: string; customer: { email: string } } }>(
    page,
    'query($id: ID!) { quote(id: $id) { number customer { email } } }',
    { id: quoteId },
  );
  return linkEmailed(quote.customer.email, quote.number, 'q');
}
/** The path of invoice `number`'s private link in the newest email about it to `address` (its customer). */
export async function emailedInvoiceLink(address: string, number: string): Promise<string> {
  return new URL(await linkEmailed(address, number, 'i')).pathname;
}
/**
 * Picks an option of an open combobox from the keyboard: ArrowDown until the option is the focused one, then Enter.
 * Not clicked: typing scrolls the field into view and the list opens before the page has handled that scroll; when
 * it does, the list moves to its place, and on a busy machine a click sent in between presses the option where it
 * was and releases it over the form, so nothing is chosen.
 */
export async function chooseOption(box: Locator, option: Locator) {
  // One loop, never a wait on the option itself: on a busy machine the list can close while the search answers (its
  // options change under it), after the option showed and before it was reached. Each round looks once and acts as a
  // person would: open the list again from the keyboard, or move down to the option, until it is the focused one.
  const focused = option.and(box.page().locator('[data-focused="true"]'));
  try {
    await expect
      .poll(
        async () => {
          if (await focused.isVisible()) return true;
          if ((await box.getAttribute('aria-expanded')) !== 'true' || (await option.isVisible())) {
            await box.press('ArrowDown');
          }
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } catch (error) {
    // What the person would see, so a failure here says why the option never came.
    const page = box.page();
    const seen = {
      typed: await box.inputValue().catch(() => '(no input)'),
      expanded: await box.getAttribute('aria-expanded').catch(() => null),
      options: (
        await page
          .getByRole('option')
          .allTextContents()
          .catch(() => [])
      ).slice(0, 8),
      url: page.url(),
    };
    throw new Error(`The option never showed or could not be reached: ${JSON.stringify(seen)}`, { cause: error });
  }
  await box.press('Enter');
}

export const screenshotsDir = path.resolve(import.meta.dirname, 'screenshots');
export const DEMO_PASSWORD = 'spanner-demo';

/**
 * This worker's Chromium (Debian's, started by global-setup.ts with the flags that keep it quiet on a closed network),
 * connected to rather than launched: the files of a worker share one browser. Closing what this returns closes the
 * contexts this file opened and disconnects; the browser goes on for the worker's next file.
 */
export function launch(): Promise<Browser> {
  return chromium.connectOverCDP(workersOwn(inject('browserEndpoints')));
}

/**
 * A page in a context of its own (own cookies and storage) at a width: 1280 desktop, 390 phone; `bypassCSP` lets a test
 * inject a script (axe); `server` another server than this worker's (only for files that run by themselves: the
 * assistant's). The app's service worker is registered only where a test is about it (`serviceWorker: true`: the
 * offline files): elsewhere each fresh context would install it and precache the whole app (about 240 files) while the
 * test runs, CPU the suite spends for nothing it checks. A context an earlier test of the file closed is reset and
 * given again, with its HTTP cache (context-pool.ts).
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  { bypassCSP = false, server = baseUrl(), serviceWorker = false } = {},
): Promise<Page> {
  const page = await contextWithPage(browser, { width, bypassCSP, server, serviceWorker });
  // A screen the server rendered is on the page before the app runs: a test goes on once it is hydrated, as the app
  // marks it, so what it fills in is the app's (a tap before then is held and given again: first-screen.e2e.test.ts).
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const answer = await navigate(...args);
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-server-rendered'));
      return answer;
    }) as never;
  }
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return page;
}

/** Pages a test opened and has not closed: what on-failure.ts describes when the test fails. */
export const openPages = new Set<Page>();

/**
 * Signed in over the sign-in call the form makes (POST /api/auth/login; the context keeps the session cookie), then on
 * the page `to` (the dashboard unless asked), loaded once; `to: null` stays where it is, for a test that reads or
 * writes through `gql` before it opens the page it is about (one full load fewer). The form itself is tested where
 * sign-in is what a test is about (shell.e2e.test.ts).
 */
export async function login(page: Page, email: string, { password = DEMO_PASSWORD, to = '/' as string | null } = {}) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
  const { user, orgId } = (await res.json()) as { user: { id: string }; orgId: string };
  // As the form does (web/src/lib/identity.ts): a page of ours that knew an earlier user now names this one.
  if (page.url().startsWith(baseUrl())) {
    await page.evaluate(
      ([id, org]) => {
        localStorage.setItem('spanner_user_id', id);
        localStorage.setItem('spanner_org_id', org);
      },
      [user.id, orgId],
    );
  }
  if (to !== null) await page.goto(to);
}

/** Screens are captured to look at (web/e2e/screenshots/) with E2E_SCREENSHOTS=1; without it the suite skips them. */
export const capturing = process.env.E2E_SCREENSHOTS === '1';

/** Until every finite animation on the page has ended (a dialog's fade, a toast's slide); endless ones (a spinner) go on. */
export async function animationsOver(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * The page as a PNG to look at: the whole page, or only what the viewport shows — once lists have loaded (no busy
 * region) and dialogs and toasts have faded in or out (no animation running but endless ones, like a spinner).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!capturing) return;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await animationsOver(page);
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });
}

/**
 * A GraphQL call with the page's own session (its context's cookies), sent from the test rather than from the page:
 * it needs no screen loaded first, and costs the page nothing. Throws on GraphQL errors.
 */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { headers: { 'x-spanner-csrf': '1' }, data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The GraphQL operation a request of the page sends (its `operationName`), or null. */
function operationOf(route: Route): string | null {
  try {
    return (JSON.parse(route.request().postData() ?? '') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

/**
 * The page's next GraphQL request of `operation` answered with `answer` instead of the server; every other GraphQL
 * request goes through, so a read the app makes meanwhile (its device copy, once idle) can neither take the answer
 * nor let the operation itself reach the server.
 */
export async function answerNext(page: Page, operation: string, answer: { status: number; contentType?: string; body: string }) {
  let answered = false;
  await page.route('**/graphql', (route) => {
    if (answered || operationOf(route) !== operation) return route.fallback();
    answered = true;
    return route.fulfill(answer);
  });
}

export type Box = { x: number; y: number; width: number; height: number };
/** A locator's box on the screen (it must be shown). */
export const boxOf = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};
export const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box once it has slid in (where it stays). */
export async function shownToast(page: Page): Promise<Box> {
  const toast = page.getByRole('alertdialog').first();
  await toast.waitFor();
  await animationsOver(page);
  return boxOf(toast);
}

/** A stroke across a signature pad, as a finger or a mouse draws it. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await boxOf(pad);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 22, y + (i % 2 ? 25 : -25), { steps: 4 });
  await page.mouse.up();
}
