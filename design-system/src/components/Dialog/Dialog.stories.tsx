import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Modal } from '../Modal/Modal';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Trial Expired', showCloseButton: true, children: 'Your 14-day trial has expired. Upgrade now to continue!' },
  render: (args) => (
    <Modal isOpen size="sm">
      <Dialog
        {...args}
        footer={
          <>
            <Button>Maybe Later</Button>
            <Button variant="primary">Upgrade Now</Button>
          </>
        }
      />
    </Modal>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Dialogs are shown here inline (not in a modal) so every variant is visible at once. */
export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Parts" layout="grid">
        <Card padding="none">
          <Dialog title="Premium Feature" footer={<Button variant="primary">Upgrade Now</Button>}>
            This feature requires an active subscription.
          </Dialog>
        </Card>
        <Card padding="none">
          <Dialog title="No footer">Body text only, with a close button.</Dialog>
        </Card>
        <Card padding="none">
          <Dialog aria-label="Untitled" showCloseButton={false}>
            No title and no close button (give it an aria-label).
          </Dialog>
        </Card>
      </Section>
    </Gallery>
  ),
};
