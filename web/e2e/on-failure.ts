import { beforeEach } from 'vitest';
import { openPages } from './browser';

/**
 * When a browser test fails, each page it left open prints its address and the text of its main region and open dialogs, so a failure in CI
 * (where no one sees the screen) says which screen the test was on and what that screen said.
 */
beforeEach((context) => {
  openPages.clear();
  context.onTestFailed(async () => {
    for (const page of openPages) {
      const text = await page
        .evaluate(() =>
          [document.querySelector('main') ?? document.body, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
            .map((e) => (e as HTMLElement).innerText)
            .join('\n--\n'),
        )
        .catch((err: Error) => `(no text: ${err.message})`);
      console.error(`open page ${page.url()} showed:\n${text.replace(/\n{2,}/g, '\n').slice(0, 2000)}`);
    }
  });
});
