import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows a spinner and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    expect(button.element().querySelector('svg')).not.toBeNull();
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('uses the primary colour for the primary variant', async () => {
    render(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="danger">Danger</Button>
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Primary' })).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });
    await expect.element(page.getByRole('button', { name: 'Danger' })).toHaveStyle({ backgroundColor: 'rgb(217, 45, 32)' });
  });
});
