import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading tickets...', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Sizes">
        <Spinner size="sm" label="Loading (small)" />
        <Spinner size="md" label="Loading (medium)" />
        <Spinner size="lg" label="Checking admin access..." />
      </Section>
    </Gallery>
  ),
};
