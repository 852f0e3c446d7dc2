import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal } from './Modal';

function Example({ isDismissable }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal isDismissable={isDismissable}>
        <Dialog title="Edit Profile">Profile form</Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens from its trigger, moves focus inside and closes on Escape', async () => {
    render(<Example />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    render(<Example />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
