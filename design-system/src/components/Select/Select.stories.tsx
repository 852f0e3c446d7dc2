import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { Select } from './Select';

const jobTypes = [
  { id: 'service', label: 'Service' },
  { id: 'repair', label: 'Repair' },
  { id: 'installation', label: 'Installation' },
  { id: 'other', label: 'Other' },
];

const intervals = [
  { id: 'none', label: 'None' },
  { id: '6', label: 'Every 6 months' },
  { id: '12', label: 'Every 12 months', description: 'Recommended for split systems' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Job type', items: jobTypes, placeholder: 'Select…', isDisabled: false, isRequired: false },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [fieldWidth],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Job type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Repair' }));
    await expect(within(canvasElement).getByRole('button', { name: /Job type/ })).toHaveTextContent('Repair');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <Select label="Job type" items={jobTypes} />
        <Select label="Service interval" items={intervals} defaultValue="12" description="A follow-up job is created after each service." />
        <Select label="Status" items={jobTypes} isRequired errorMessage="Please choose a status" />
        <Select label="Technician" items={jobTypes} defaultValue="service" isDisabled />
      </Section>
    </Gallery>
  ),
};

export const Open: Story = {
  decorators: [fieldWidth],
  args: { defaultOpen: true, items: intervals, label: 'Service interval', defaultValue: '6' },
};
