import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { SearchField } from '../SearchField/SearchField';
import { Toolbar } from './Toolbar';

const ui = (width: number) => (
  <div style={{ width }}>
    <Toolbar search={<SearchField aria-label="Search customers" />} actions={<Button>New Customer</Button>} />
  </div>
);

/** How far below the search box the New Customer button starts. */
function buttonDrop(container: HTMLElement) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'New Customer');
  const input = container.querySelector('input');
  return (button?.getBoundingClientRect().top ?? Number.NaN) - (input?.getBoundingClientRect().bottom ?? Number.NaN);
}

describe('Toolbar', () => {
  it('keeps search and actions on one row on a wide screen and wraps them at phone width', async () => {
    const wide = render(ui(1000));
    await expect.element(page.getByRole('button', { name: 'New Customer' }).first()).toBeVisible();
    expect(buttonDrop(wide.container)).toBeLessThan(0);
    const narrow = render(ui(300));
    expect(buttonDrop(narrow.container)).toBeGreaterThanOrEqual(0);
  });
});
