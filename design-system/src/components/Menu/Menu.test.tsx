import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuTrigger } from './Menu';

describe('Menu', () => {
  it('runs the chosen action and closes', async () => {
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="delete" tone="danger">
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Actions' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('delete');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with the keyboard and focuses the first item', async () => {
    render(
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu>
          <MenuItem id="edit">Edit</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });
});
