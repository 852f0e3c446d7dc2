import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'SMS', value: 82, maxValue: 100, valueLabel: '82 / 100', level: 'normal' },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Levels (the product's usage thresholds pick them: ≥ 80 % warning, ≥ 100 % danger)" layout="stack">
        <Meter label="Users" value={2} maxValue={5} valueLabel="2 / 5" />
        <Meter label="SMS" value={80} maxValue={100} level="warning" valueLabel="80 / 100" />
        <Meter label="Email (quota exceeded, using pack credits)" value={120} maxValue={100} level="danger" valueLabel="120 / 100" />
      </Section>
    </Gallery>
  ),
};
