import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'SMS', value: 82, maxValue: 100, valueLabel: '82 / 100', isExceeded: false },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Usage thresholds: < 80 % normal, ≥ 80 % warning, ≥ 100 % red" layout="stack">
        <Meter label="Users" value={2} maxValue={5} valueLabel="2 / 5" />
        <Meter label="Email" value={79} maxValue={100} valueLabel="79 / 100" />
        <Meter label="SMS" value={80} maxValue={100} valueLabel="80 / 100" />
        <Meter label="SMS" value={100} maxValue={100} valueLabel="100 / 100" />
        <Meter label="Email (quota exceeded, using pack credits)" value={120} maxValue={100} valueLabel="120 / 100" />
        <Meter label="SMS (flagged exceeded)" value={40} maxValue={100} isExceeded valueLabel="40 / 100" />
      </Section>
    </Gallery>
  ),
};
