import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { drawSignature } from './browser';

// Filling a form's fields as a technician does, for the browser journeys (online and offline forms alike).

/** A field's label as its control is named (a required field's label may carry its asterisk). */
export const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** What filling takes, inside `where` (the page or one row of a group). */
export function filler(page: Page, where: Page | Locator = page) {
  return {
    text: (label: string, value: string) => where.getByRole('textbox', { name: named(label) }).fill(value),
    /** A pass/fail/N/A field or a choice shown as radios: the option tapped. */
    radio: async (label: string, option: string) => {
      const group = where.getByRole('radiogroup', { name: named(label) });
      await group.getByText(option, { exact: true }).click();
      await expect.poll(() => group.getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
    },
    pass: async (...labels: string[]) => {
      for (const label of labels) {
        const group = where.getByRole('radiogroup', { name: named(label) });
        await group.getByText('Pass', { exact: true }).click();
        await expect.poll(() => group.getByRole('radio', { name: 'Pass', exact: true }).isChecked()).toBe(true);
      }
    },
    tick: async (label: string) => {
      const box = where.getByRole('checkbox', { name: named(label) });
      await box.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    },
    /** A choice of more than six options: a Select. */
    select: async (label: string, option: string) => {
      await where.getByRole('button', { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    },
    /** A date typed into its segments, day first (en-AU). */
    date: async (label: string, day: string) => {
      const [y, m, d] = day.split('-');
      await where
        .getByRole('group', { name: named(label) })
        .getByRole('spinbutton')
        .first()
        .click();
      await page.keyboard.type(`${d}${m}${y}`);
    },
    sign: async (label: string, signedBy: string) => {
      await where.getByRole('textbox', { name: 'Signed by' }).fill(signedBy);
      await drawSignature(page, where.getByRole('img', { name: `${label}: sign here` }));
      await where.getByRole('button', { name: 'Save signature' }).click();
      await where.getByText(`Signed by ${signedBy}`).waitFor();
    },
  };
}

/** The built-in SWMS filled: one step, each worker signing the sheet (a row, a drawn signature) on the phone. */
export async function fillSwms(page: Page, workers: string[]) {
  const f = filler(page);
  await f.text('Work activity', 'Install a condenser on the roof');
  await f.text('Site address', '12 George Street, Parramatta');
  await f.text('Prepared by', 'Jake Wilson');
  await f.date('Date prepared', '2026-11-20');
  await f.tick('Risk of a person falling more than 2 metres');
  await page.getByRole('button', { name: 'Add step' }).click();
  const step = filler(page, page.getByRole('group', { name: 'Step 1' }));
  await step.text('Step', 'Lift the condenser to the roof');
  await step.text('Hazard', 'Fall from the roof edge');
  await step.radio('Risk before controls', 'High');
  await step.text('Control measures', 'Edge protection, harness');
  await step.text('Responsible', 'Jake Wilson');
  for (const [i, name] of workers.entries()) {
    await page.getByRole('button', { name: 'Add worker' }).click();
    const worker = filler(page, page.getByRole('group', { name: `Worker ${i + 1}` }));
    await worker.text('Name', name);
    await worker.sign('Signature', name);
    await worker.date('Date', '2026-11-20');
  }
}
