import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boxOf, launch, login, openPage, overlap, screenshot, shownToast } from './browser';

// The AI assistant with a model, in Chromium: the server global-setup.ts gives a local OpenAI-compatible model
// (always answering 'Done.') and a monthly budget of one model request per organisation. The first question is
// answered by the model; the next is refused with the spec's 402 text, as a message and a toast that covers
// neither the text box nor Send. This file runs after every other one (vitest.e2e.config.ts), so it may use that
// server whichever worker runs it.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the AI assistant with a model', () => {
  it("answers 'AI service quota exceeded' once the organisation's model requests this month are spent", async () => {
    const page = await openPage(browser, 1280, { server: inject('modelBaseUrl') });
    await login(page, 'admin@coolair.com.au');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    const box = panel.getByRole('textbox', { name: 'Message the assistant' });
    const log = panel.getByRole('log', { name: 'Conversation' });

    await box.fill('Which invoices are overdue?');
    await box.press('Enter');
    await log.getByText('Done.').waitFor();

    await box.fill('And which jobs are on tomorrow?');
    await box.press('Enter');
    await log.getByText('AI service quota exceeded. Please contact support.').waitFor();
    await page.getByRole('alertdialog').getByText('AI Assistant Error').waitFor();
    const toast = await shownToast(page);
    for (const control of [box, panel.getByRole('button', { name: 'Send' })]) expect(overlap(toast, await boxOf(control))).toBe(false);
    await screenshot(page, 'assistant-402-1280', { fullPage: false });
    await page.context().close();
  });
});
