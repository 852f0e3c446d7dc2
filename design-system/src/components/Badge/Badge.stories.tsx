import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Badge, StatusBadge } from './Badge';
import { tones } from './tones';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'In Progress', tone: 'yellow', dot: true },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

// Examples only: which tone a status has is the product's vocabulary (api/src/rules/status-tones.ts).
const statuses = [
  { label: 'New', tone: 'blue' },
  { label: 'In Progress', tone: 'yellow' },
  { label: 'Paid', tone: 'green' },
  { label: 'Overdue', tone: 'red' },
  { label: 'Cancelled', tone: 'grey' },
] as const;

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Tones">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Section>
      <Section title="Status badges">
        {statuses.map((status) => (
          <StatusBadge key={status.label} {...status} />
        ))}
      </Section>
      <Section title="Other">
        <Badge tone="green">Invoiced</Badge>
        <Badge tone="blue">Support</Badge>
        <Badge tone="yellow">Internal</Badge>
        <Badge tone="grey">Soon</Badge>
      </Section>
    </Gallery>
  ),
};
