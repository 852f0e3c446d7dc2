import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { FigureTable } from './FigureTable';

describe('FigureTable', () => {
  it('is a real table: its caption names it, the first cell heads each row, figures line up on the right', async () => {
    render(
      <FigureTable
        caption="Sign-ups by month"
        columns={[{ label: 'Month' }, { label: 'Sign-ups', numeric: true }]}
        rows={[{ key: 'a', cells: ['Oct 2026', '9'] }]}
      />,
    );
    const table = page.getByRole('table', { name: 'Sign-ups by month' });
    await expect.element(table).toBeVisible();
    expect(table.element().tagName).toBe('TABLE');
    await expect.element(page.getByRole('rowheader', { name: 'Oct 2026' })).toBeVisible();
    const cell = page.getByRole('cell', { name: '9' }).element();
    expect(getComputedStyle(cell).textAlign).toBe('end');
    // The scrolling box is reachable from the keyboard and named after the table.
    expect(page.getByRole('group', { name: 'Sign-ups by month' }).element().getAttribute('tabindex')).toBe('0');
  });

  it('says so when there are no rows', async () => {
    render(<FigureTable caption="Pack revenue" columns={[{ label: 'Day' }, { label: 'Revenue', numeric: true }]} rows={[]} />);
    await expect.element(page.getByRole('cell', { name: 'No figures for this range.' })).toBeVisible();
  });
});
