import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search customers', placeholder: 'Search customers', isDisabled: false },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [fieldWidth] };

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <SearchField aria-label="Search jobs" placeholder="Search jobs" />
        <SearchField aria-label="Search equipment" defaultValue="Daikin" />
        <SearchField label="Search posts" description="Title, excerpt or tag" />
        <SearchField aria-label="Search tickets" isDisabled />
      </Section>
    </Gallery>
  ),
};
