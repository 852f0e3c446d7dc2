import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { violations } from './axe';
import { boxOf, gql, launch, login, openPage, overlap, screenshot, shownToast } from './browser';

// The AI assistant in Chromium against the real API and the demo business, without an AI service (the default): the
// widget, the 'New Job' quick prompt and a sentence the offline parser reads, the draft card, Confirm, and the job on
// the schedule at that time; the 429 text once a member's requests a minute run out (the e2e servers allow 6, see
// global-setup.ts). It uses the first server (the last has a model: assistant-model.e2e.test.ts checks the 402 text
// there); this file runs after every other one (vitest.e2e.config.ts), so that server is its own meanwhile.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A server whose assistant has no model (every one but the last). */
const withoutModel = () => inject('baseUrls')[0];

/** Letters only: a stamp in a sentence is never read as a time or a date. */
const stamp = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await panel.waitFor();
  const box = panel.getByRole('textbox', { name: 'Message the assistant' });
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  return { panel, box };
}

describe('the AI assistant without an AI service', () => {
  it("drafts a job from 'New Job' and a plain sentence, shows it exactly, and Confirm puts it on the schedule", async () => {
    const page = await openPage(browser, 1280, { bypassCSP: true, server: withoutModel() });
    await login(page, 'admin@coolair.com.au');
    const { panel, box } = await openAssistant(page);

    await panel.getByRole('button', { name: 'New Job' }).click();
    await panel.getByText(/Tell me the customer, when, what the job is and who to send/).waitFor();

    const what = `Aircon not cooling ${stamp()}`;
    await box.fill(`Bayside Family Dental the day after tomorrow 6:15 am, ${what.toLowerCase()}, send Jake`);
    await box.press('Enter');
    const card = panel.getByRole('region', { name: `New job: ${what}` });
    await card.waitFor();
    const day = addDays(toLocalInput(new Date()).date, 2);
    const at = fromLocalInput(day, '06:15')!;
    await expect.poll(() => card.textContent()).toContain('Bayside Family Dental');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Jake Wilson');
    expect(text).toContain('6:15 am');
    expect(text).toMatch(/This draft expires/);
    // The records the answer used are links into the app.
    expect(await panel.getByRole('link', { name: 'Bayside Family Dental' }).getAttribute('href')).toMatch(/^\/customers\//);

    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'assistant-draft-1280', { fullPage: false });

    await card.getByRole('button', { name: /^Confirm/ }).click();
    const open = card.getByRole('link', { name: 'Open job' });
    await open.waitFor();
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/jobs\/[0-9a-f-]+$/);
    await screenshot(page, 'assistant-confirmed-1280', { fullPage: false });

    // On the schedule at that time, with that customer and technician, once.
    const end = fromLocalInput(addDays(day, 1), '00:00')!;
    const { jobsInRange } = await gql<{
      jobsInRange: { id: string; title: string; scheduledAt: string; customer: { name: string } | null; technicians: { name: string }[] }[];
    }>(
      page,
      'query($s: DateTime!, $e: DateTime!) { jobsInRange(start: $s, end: $e) { id title scheduledAt customer { name } technicians { name } } }',
      {
        s: fromLocalInput(day, '00:00'),
        e: end,
      },
    );
    const made = jobsInRange.filter((j) => j.title === what);
    expect(made).toHaveLength(1);
    expect(new Date(made[0].scheduledAt).toISOString()).toBe(at);
    expect(made[0].customer?.name).toBe('Bayside Family Dental');
    expect(made[0].technicians.map((t) => t.name)).toEqual(['Jake Wilson']);
    expect(href).toBe(`/jobs/${made[0].id}`);

    // Escape closes the panel and gives focus back to its button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('AI Assistant');

    // Edit opens the normal job form pre-filled with the draft (nothing is created until that form is saved).
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    await box.fill('New job for Trattoria Lucia tomorrow 7:45 am, filter clean, send Priya');
    await box.press('Enter');
    const second = panel.getByRole('region', { name: 'New job: Filter clean' });
    await second.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/jobs\/new\?/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Filter clean');
    expect(await page.getByRole('combobox', { name: /Customer/ }).inputValue()).toBe('Trattoria Lucia');
    expect(await panel.isHidden()).toBe(true);
    await screenshot(page, 'assistant-edit-prefilled-1280');
    await page.context().close();
  });

  it("answers 'Too many requests' as a message and a toast once a member's minute is used up, on a phone", async () => {
    const page = await openPage(browser, 390, { bypassCSP: true, server: withoutModel() });
    await login(page, 'manager@coolair.com.au');
    const launcher = page.getByRole('button', { name: 'AI Assistant' });
    await launcher.waitFor();
    // On a phone the launcher is a round icon, covering as little of the page as it can.
    expect(await launcher.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([48, 48]);
    await screenshot(page, 'assistant-closed-390', { fullPage: false });
    const { panel, box } = await openAssistant(page);
    // The panel is a full-width sheet on a phone.
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(390);
    expect(await violations(page)).toEqual([]);

    const log = panel.getByRole('log', { name: 'Conversation' });
    for (let i = 1; i <= 6; i++) {
      await box.fill('How do I add a technician?');
      await box.press('Enter');
      await expect.poll(() => log.getByText(/Members → Add Member/).count()).toBe(i);
    }
    await screenshot(page, 'assistant-answers-390', { fullPage: false });
    await box.fill('How do I add a technician?');
    await box.press('Enter');
    await log.getByText('Too many requests. Please wait a moment and try again.').waitFor();
    // The error's toast shows above the sheet: it covers neither the text box nor Send, and stays on the screen.
    await page.getByRole('alertdialog').getByText('AI Assistant Error').waitFor();
    const toast = await shownToast(page);
    for (const control of [box, panel.getByRole('button', { name: 'Send' })]) expect(overlap(toast, await boxOf(control))).toBe(false);
    expect(toast.y).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'assistant-429-390', { fullPage: false });
    await page.context().close();
  });
});
