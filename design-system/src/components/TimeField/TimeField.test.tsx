import { Time } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { TimeField } from './TimeField';

describe('TimeField', () => {
  it('shows en-AU 12-hour time', async () => {
    render(<TimeField label="Start time" defaultValue={new Time(14, 30)} />);
    await expect.element(page.getByRole('group', { name: 'Start time' })).toHaveTextContent(/2:30\W*pm/);
  });

  it('takes typed hours and minutes', async () => {
    const onChange = vi.fn();
    render(<TimeField label="Start time" hourCycle={24} onChange={onChange} />);
    await userEvent.click(page.getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('0945');
    expect(onChange).toHaveBeenLastCalledWith(new Time(9, 45));
  });
});
