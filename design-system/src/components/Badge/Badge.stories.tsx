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

const statuses = {
  job: ['new', 'scheduled', 'confirmed', 'in_progress', 'done', 'cancelled'],
  invoice: ['draft', 'sent', 'paid', 'overdue', 'void'],
  quote: ['draft', 'sent', 'accepted', 'rejected'],
  ticket: ['open', 'in_progress', 'resolved', 'closed'],
  priority: ['urgent', 'high', 'medium', 'low'],
} as const;

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
      {Object.entries(statuses).map(([kind, list]) => (
        <Section key={kind} title={`${kind} statuses`}>
          {list.map((status) => (
            <StatusBadge key={status} kind={kind as keyof typeof statuses} status={status} />
          ))}
        </Section>
      ))}
      <Section title="Other">
        <Badge tone="green">Invoiced</Badge>
        <Badge tone="blue">Support</Badge>
        <Badge tone="yellow">Internal</Badge>
        <Badge tone="grey">Soon</Badge>
      </Section>
    </Gallery>
  ),
};
