import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { ToastRegion, toast, toastQueue } from './Toast';

interface ToastArgs {
  kind: 'default' | 'success' | 'error';
  title: string;
  description: string;
}

const meta = {
  title: 'Feedback/Toast',
  args: { kind: 'success', title: 'Invoice saved', description: '' },
  argTypes: { kind: { control: 'inline-radio', options: ['default', 'success', 'error'] } },
  render: ({ kind, title, description }) => (
    <>
      <Button variant="primary" onPress={() => (kind === 'default' ? toast.show : toast[kind])(title, description || undefined)}>
        Show toast
      </Button>
      <ToastRegion />
    </>
  ),
  beforeEach: () => () => toastQueue.clear(),
} satisfies Meta<ToastArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Invoice saved');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Kinds (only one shows at a time; a new toast replaces the current one)">
        <Button onPress={() => toast.show('Subscription Canceled', 'It stays active until the end of the period.')}>Default</Button>
        <Button onPress={() => toast.success('CSV Import Successful', 'Imported 42 of 45 customers, 3 errors.')}>Success</Button>
        <Button onPress={() => toast.error('Save failed', 'Something went wrong. Please try again.')}>Error</Button>
      </Section>
      <ToastRegion />
    </Gallery>
  ),
  play: async () => {
    toast.error('Save failed', 'Something went wrong. Please try again.');
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Save failed');
  },
};
