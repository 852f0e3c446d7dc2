import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Form } from '../Form/Form';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { size: 'md', isDismissable: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'drawer'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">New Equipment</Button>
      <Modal {...args}>
        <Dialog
          title="New Equipment"
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button variant="primary" onPress={close}>
                Save
              </Button>
            </>
          )}
        >
          <Form>
            <TextField label="Name" isRequired autoFocus />
            <TextField label="Serial" />
            <Select
              label="Service interval"
              items={[
                { id: 'none', label: 'None' },
                { id: '6', label: '6 months' },
                { id: '12', label: '12 months' },
              ]}
            />
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Equipment' });
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
  },
};

export const Catalogue: Story = {
  render: (args) => (
    <Gallery>
      <Section title="Sizes">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <DialogTrigger key={size}>
            <Button>{`Open ${size}`}</Button>
            <Modal {...args} size={size}>
              <Dialog title={`Modal ${size}`}>A {size} modal.</Dialog>
            </Modal>
          </DialogTrigger>
        ))}
      </Section>
      <Section title="Open">
        <Modal {...args} isOpen size="md">
          <Dialog title="Edit Profile" footer={<Button variant="primary">Update</Button>}>
            Name, email, role and a Change Password form.
          </Dialog>
        </Modal>
      </Section>
    </Gallery>
  ),
};
