import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('selects exactly one option', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Service interval" defaultValue="none" onChange={onChange}>
        <Radio value="none">None</Radio>
        <Radio value="6">6 months</Radio>
      </RadioGroup>,
    );
    await userEvent.click(page.getByText('6 months'));
    expect(onChange).toHaveBeenCalledWith('6');
    await expect.element(page.getByRole('radio', { name: '6 months' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'None' })).not.toBeChecked();
  });
});
