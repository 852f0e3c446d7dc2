import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete equipment?',
    children: 'Are you sure you want to delete this equipment? This cannot be undone.',
    variant: 'destructive',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['confirm', 'destructive'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete equipment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Catalogue: Story = {
  render: (args) => (
    <Gallery>
      <Section title="Variants">
        <DialogTrigger>
          <Button>Confirm</Button>
          <AlertDialog {...args} variant="confirm" title="Confirm Job" confirmLabel="Send SMS">
            Send a confirmation SMS to the customer?
          </AlertDialog>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="danger">Destructive</Button>
          <AlertDialog {...args} />
        </DialogTrigger>
      </Section>
      <Section title="Open (destructive)">
        <AlertDialog {...args} isOpen title="Delete invoice?">
          Are you sure you want to delete this invoice? This cannot be undone.
        </AlertDialog>
      </Section>
    </Gallery>
  ),
};

export const Confirm: Story = {
  args: {
    variant: 'confirm',
    title: 'Trial Expired',
    children: 'Your 14-day trial has expired. Upgrade now to continue!',
    confirmLabel: 'Upgrade Now',
    cancelLabel: 'Maybe Later',
    isOpen: true,
  },
  render: (args) => <AlertDialog {...args} />,
};
