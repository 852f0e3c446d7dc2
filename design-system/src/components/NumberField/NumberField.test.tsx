import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps within its limits', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Hours" defaultValue={7.5} minValue={0.5} maxValue={8} step={0.5} onChange={onChange} />);
    const increase = page.getByRole('button', { name: /Increase/ });
    await userEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(8);
    await expect.element(increase).toBeDisabled();
  });

  it('formats money in en-AU dollars', async () => {
    render(<NumberField label="Price" defaultValue={1234.5} formatOptions={{ style: 'currency', currency: 'AUD' }} />);
    await expect.element(page.getByRole('textbox', { name: 'Price' })).toHaveValue('$1,234.50');
  });
});
