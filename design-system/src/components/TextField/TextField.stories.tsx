import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons/icons';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Title',
    placeholder: 'e.g. Service split system',
    description: 'Shown on the job card and the invoice.',
    isRequired: true,
    isDisabled: false,
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [fieldWidth],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Title/ });
    await userEvent.type(input, 'Replace compressor');
    await expect(input).toHaveValue('Replace compressor');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <TextField label="Company name" placeholder="Acme Air Conditioning" />
        <TextField label="Email" type="email" defaultValue="office@acme.com.au" description="Invoices are sent here." />
        <TextField label="Title" isRequired errorMessage="Title is required" />
        <TextField label="ABN" defaultValue="51 824 753 556" isDisabled />
        <TextField label="Reference" defaultValue="PO-1182" isReadOnly />
        <TextField aria-label="Search jobs" placeholder="Search jobs" icon={<SearchIcon size={16} />} />
      </Section>
    </Gallery>
  ),
};
