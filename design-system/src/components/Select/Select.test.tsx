import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Select } from './Select';

const items = [
  { id: 'service', label: 'Service' },
  { id: 'repair', label: 'Repair' },
];

describe('Select', () => {
  it('picks an option', async () => {
    const onChange = vi.fn();
    render(<Select label="Job type" items={items} onChange={onChange} />);
    const trigger = page.getByRole('button', { name: /Job type/ });
    await expect.element(trigger).toHaveTextContent('Select…');
    await userEvent.click(trigger);
    await userEvent.click(page.getByRole('option', { name: 'Repair' }));
    expect(onChange).toHaveBeenCalledWith('repair');
    await expect.element(trigger).toHaveTextContent('Repair');
  });

  it('shows its error', async () => {
    render(<Select label="Status" items={items} errorMessage="Please choose a status" />);
    await expect.element(page.getByText('Please choose a status')).toBeVisible();
  });
});
