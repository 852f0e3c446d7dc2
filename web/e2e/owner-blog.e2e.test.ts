import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';

// The owner writes the blog: a post with a cover image and its alt text, published and found on the
// public blog with its cover; a scheduled post stays off the blog until its time. The editor is axe clean and fits a
// phone.

const OWNER = 'owner@spanner.com.au';
const COVER = path.resolve(import.meta.dirname, '../public/media/blog-invoice-from-the-job-site.png');
const run = Date.now().toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerPage(width = 1280): Promise<Page> {
  // axe needs its script injected: the CSP is bypassed for these pages (the app's own pages are what is checked).
  const page = await openPage(browser, width, { bypassCSP: true });
  await login(page, OWNER);
  return page;
}

/** Choose an option of a design-system Select from the keyboard (see chooseOption in browser.ts for why not a click). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).focus();
  await page.keyboard.press('ArrowDown');
  const item = page.getByRole('option', { name: option });
  await item.waitFor();
  await expect
    .poll(async () => {
      if ((await item.getAttribute('data-focused')) === 'true') return true;
      await page.keyboard.press('ArrowDown');
      return false;
    })
    .toBe(true);
  await page.keyboard.press('Enter');
}

describe('the blog editor', () => {
  it('writes a post with a cover and alt text, previews and publishes it; the public blog shows it with its cover; the editor fits a phone', async () => {
    const reader = await openPage(browser);
    // The blog list is rendered (and kept for a few seconds) before the post exists: publishing must still show at once.
    await reader.goto('/blog');
    await reader.getByRole('heading', { level: 1 }).first().waitFor();

    const page = await ownerPage();
    await page.goto('/admin/blog');
    await page.getByRole('list', { name: 'Blog posts' }).waitFor();
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/blog/new');

    const title = `Winter servicing checklist ${run}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    // The slug follows the title while it has not been edited.
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(`winter-servicing-checklist-${run}`);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('What to check before the cold sets in.');
    const content = page.getByRole('textbox', { name: 'Content (Markdown)' });
    await content.fill(
      '## Before the first cold night\n\n- Clean the **filters**\n- Check the drain line\n\n<script>window.pwned = 1</script>',
    );
    await choose(page, 'Category', 'Operations');
    await page.getByRole('textbox', { name: 'Tags' }).fill('maintenance, winter');
    await page.getByRole('textbox', { name: /^Author name/ }).fill('Sam Spanner');
    await page.locator('input[type="file"]').setInputFiles(COVER);
    await page.getByRole('img', { name: 'Cover image (alt text needed)' }).waitFor();
    await page.getByRole('textbox', { name: /^Cover alt text/ }).fill('A technician writing an invoice beside a van');
    const metaTitle = 'Winter servicing checklist for air conditioning and heating businesses';
    await page.getByRole('textbox', { name: 'Meta title' }).fill(metaTitle);
    await page.getByText(`${metaTitle.length} / 60 characters — longer than recommended`).waitFor();
    await page.getByRole('textbox', { name: 'Meta description' }).fill('Five checks before winter.');
    await page.getByText('26 / 160 characters').waitFor();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Before the first cold night' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'owner-blog-editor-desktop');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL((url) => /^\/admin\/blog\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('Post published').first().waitFor();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await page.getByRole('img', { name: 'A technician writing an invoice beside a van' }).waitFor();

    // The reader, signed out, finds it on the blog and opens it: the cover is there with its alt text.
    await reader.goto('/blog');
    await reader.getByRole('link', { name: title }).first().click();
    await reader.waitForURL((url) => url.pathname === `/blog/winter-servicing-checklist-${run}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const cover = reader.getByRole('img', { name: 'A technician writing an invoice beside a van' });
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/^\/api\/files\/blog-covers\/[\w-]+\.jpg$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    await reader.getByRole('heading', { name: 'Before the first cold night' }).waitFor();
    expect(await reader.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await screenshot(reader, 'owner-blog-published-post');
    await reader.context().close();

    // On a phone: the list and the editor at 390 px, axe clean, no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/blog');
    await page.getByRole('list', { name: 'Blog posts' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'owner-blog-list-mobile');
    await page.getByRole('link', { name: `Winter servicing checklist ${run}` }).click();
    await page.getByRole('textbox', { name: 'Content (Markdown)' }).waitFor();
    await page.getByRole('img', { name: 'A technician writing an invoice beside a van' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'owner-blog-editor-mobile');
    // Deleted from the editor (so later files on this server see the demo blog as seeded): gone from the list.
    await page.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/blog');
    await page.getByRole('list', { name: 'Blog posts' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: `Winter servicing checklist ${run}` }).count()).toBe(0);
    await page.context().close();
  }, 120_000); // the owner's whole walk: write, preview, publish, read, then the phone

  it('schedules a post: listed as scheduled, not on the public blog and its page not found until its time', async () => {
    const page = await ownerPage();
    await page.goto('/admin/blog/new');
    const title = `Scheduled post ${run}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill('Not yet.');
    await page.getByRole('textbox', { name: /^Author name/ }).fill('Sam Spanner');
    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel('Publish at').fill(`${nextYear}-01-15T09:30`);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/blog\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('Post scheduled').first().waitFor();
    await page.getByText(`Goes live 15 Jan ${nextYear}`).waitFor();

    await page.goto('/admin/blog');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Scheduled', { exact: true }).waitFor();

    const reader = await openPage(browser);
    await reader.goto(`/blog?search=${encodeURIComponent(title)}`);
    await reader.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await reader.getByRole('link', { name: title }).count()).toBe(0);
    const direct = await reader.goto(`/blog/coming-soon-${run}`);
    expect(direct?.status()).toBe(404);
    await reader.context().close();
    // Gone again, so later files on this server see the demo blog as seeded.
    const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
    const id = href.split('/').pop() as string;
    await gql(page, 'mutation($id: ID!) { deleteBlogPost(id: $id) { __typename } }', { id });
    await page.context().close();
  });
});
