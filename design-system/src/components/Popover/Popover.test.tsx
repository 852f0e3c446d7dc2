import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens below its trigger and closes on outside click', async () => {
    render(
      <DialogTrigger>
        <Button>Usage</Button>
        <Popover placement="bottom">
          <Dialog title="SMS usage" showCloseButton={false}>
            82 of 100 used
          </Dialog>
        </Popover>
      </DialogTrigger>,
    );
    const trigger = page.getByRole('button', { name: 'Usage' });
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'SMS usage' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().getBoundingClientRect().top).toBeGreaterThan(trigger.element().getBoundingClientRect().bottom);
    await userEvent.click(document.body, { position: { x: 5, y: 500 } });
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
