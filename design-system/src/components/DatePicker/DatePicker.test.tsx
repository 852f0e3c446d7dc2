import { parseDate } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows dates day/month/year (en-AU)', async () => {
    render(<DatePicker label="Due date" defaultValue={parseDate('2025-06-18')} />);
    await expect.element(page.getByRole('group', { name: 'Due date' })).toHaveTextContent('18/06/2025');
  });

  it('starts calendar weeks on Monday and picks a day', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Due date" defaultValue={parseDate('2025-06-18')} onChange={onChange} />);
    await userEvent.click(page.getByRole('button', { name: /Calendar/ }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeInTheDocument();
    const weekdays = Array.from(dialog.element().querySelectorAll('thead th'), (th) => th.textContent);
    expect(weekdays).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    // 1 June 2025 was a Sunday: the last column of the first week.
    const firstWeek = dialog.element().querySelectorAll('tbody tr')[0]?.querySelectorAll('td') ?? [];
    expect(firstWeek[6]?.textContent).toBe('1');
    await userEvent.click(page.getByRole('button', { name: /20 June 2025/ }));
    expect(onChange).toHaveBeenCalledWith(parseDate('2025-06-20'));
  });
});
