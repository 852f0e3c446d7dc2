import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Data display/LinkCard',
  component: LinkCard,
  args: {
    href: '#jobs/42',
    title: 'Service split system',
    trailing: <StatusBadge tone="purple" label="Scheduled" />,
    children: <p style={{ margin: 0 }}>Harbour Cafe</p>,
    footer: <span>Tue 18 Jun, 9:30 am</span>,
  },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="In a list" layout="grid">
        <LinkCard
          href="#jobs/42"
          title="Service split system"
          trailing={<StatusBadge tone="purple" label="Scheduled" />}
          footer={<span>Tue 18 Jun, 9:30 am</span>}
          actions={
            <Button size="sm" variant="ghost" aria-label="Edit Service split system">
              Edit
            </Button>
          }
        >
          <p style={{ margin: 0 }}>Harbour Cafe</p>
        </LinkCard>
        <LinkCard
          href="#quotes/7"
          title="QU-0007 · Cafe air-con service"
          trailing={<StatusBadge tone="blue" label="Sent" />}
          footer={
            <>
              <span>Expiry 23 Dec 2026</span>
              <span>$444.40</span>
            </>
          }
        >
          <p style={{ margin: 0 }}>Harbour Cafe</p>
        </LinkCard>
        <LinkCard href="#customers/3" title="A long title that wraps onto a second line inside a narrow card">
          <p style={{ margin: 0 }}>No footer</p>
        </LinkCard>
      </Section>
    </Gallery>
  ),
};
