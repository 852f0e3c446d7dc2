import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is named by its title and passes close to its footer', async () => {
    render(
      <DialogTrigger>
        <Button>Open</Button>
        <Modal>
          <Dialog title="Premium Feature" footer={(close) => <Button onPress={close}>Maybe Later</Button>}>
            This feature requires an active subscription.
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog', { name: 'Premium Feature' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Maybe Later' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
