import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Internal note</Switch>);
    const toggle = page.getByRole('switch', { name: 'Internal note' });
    await expect.element(toggle).not.toBeChecked();
    await userEvent.click(page.getByText('Internal note'));
    await expect.element(toggle).toBeChecked();
    await userEvent.click(page.getByText('Internal note'));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
