import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldWidth, Gallery, Section } from '../../stories/layout';
import { TimeField } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Start time', isDisabled: false },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [fieldWidth] };

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="grid">
        <TimeField label="Start time" />
        <TimeField label="Start time" defaultValue={new Time(9, 30)} description="Melbourne time" />
        <TimeField label="Finish" defaultValue={new Time(14, 0)} hourCycle={24} />
        <TimeField label="Arrival" errorMessage="Choose a time" />
        <TimeField label="Locked" defaultValue={new Time(7, 15)} isDisabled />
      </Section>
    </Gallery>
  ),
};
