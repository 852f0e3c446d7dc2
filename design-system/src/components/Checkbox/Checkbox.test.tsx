import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Send SMS</Checkbox>);
    await userEvent.click(page.getByText('Send SMS'));
    await expect.element(page.getByRole('checkbox', { name: 'Send SMS' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('collects values in a group', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Technicians" onChange={onChange}>
        <Checkbox value="sam">Sam</Checkbox>
        <Checkbox value="priya">Priya</Checkbox>
      </CheckboxGroup>,
    );
    await userEvent.click(page.getByText('Sam'));
    await userEvent.click(page.getByText('Priya'));
    expect(onChange).toHaveBeenLastCalledWith(['sam', 'priya']);
  });
});
