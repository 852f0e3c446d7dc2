import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'What needs doing?', rows: 4, isDisabled: false },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [fieldWidth] };

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <TextArea label="Notes" placeholder="Gate code, parking, pets…" />
        <TextArea
          label="Terms"
          defaultValue={'Payment due within 14 days.\nBank: BSB 062-000'}
          description="Printed at the bottom of every invoice."
        />
        <TextArea label="Message" isRequired errorMessage="Email required" />
        <TextArea label="Summary" defaultValue="Locked after sending." isDisabled />
      </Section>
    </Gallery>
  ),
};
