import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MenuIcon } from '../../icons/icons';
import { render } from '../../test/render';
import { IconButton } from '../IconButton/IconButton';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('slides in from the left edge and closes from its close button', async () => {
    render(
      <DialogTrigger>
        <IconButton label="Open menu" icon={<MenuIcon />} />
        <Drawer title="Menu">Navigation</Drawer>
      </DialogTrigger>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(drawer).toBeVisible();
    const panel = drawer.element().parentElement as HTMLElement;
    await expect.poll(() => panel.getBoundingClientRect().left).toBe(0);
    expect(panel.getBoundingClientRect().height).toBe(window.innerHeight);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(drawer).not.toBeInTheDocument();
  });
});
