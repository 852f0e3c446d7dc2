import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MenuIcon } from '../../icons/icons';
import { render } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and presses', async () => {
    const onPress = vi.fn();
    render(<IconButton label="Open menu" icon={<MenuIcon />} onPress={onPress} />);
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('is square', async () => {
    render(<IconButton label="Open menu" icon={<MenuIcon />} size="md" />);
    const box = page.getByRole('button', { name: 'Open menu' }).element().getBoundingClientRect();
    expect(box.width).toBe(36);
    expect(box.height).toBe(36);
  });
});
