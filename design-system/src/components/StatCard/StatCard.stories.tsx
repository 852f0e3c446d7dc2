import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Badge } from '../Badge/Badge';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { label: 'MRR', value: '$12,345.00', detail: 'Active and past-due subscriptions, GST excluded' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Figures, a loading one and one with a badge" layout="grid">
        <StatCard label="Sign-ups this week" value="12" detail="34 this month" />
        <StatCard label="Trials ending in 7 days" value="3" end={<Badge tone="yellow">Soon</Badge>} />
        <StatCard label="SMS this month" value={undefined} />
      </Section>
    </Gallery>
  ),
};
