import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreIcon, PlusIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { Card } from './Card';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: { title: "Today's Schedule", description: '3 jobs', padding: 'lg', interactive: false, children: 'Card content' },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Variants" layout="grid">
        <Card title="Upcoming Jobs" actions={<Link href="#jobs">View All</Link>}>
          Next 5 jobs after today, soonest first.
        </Card>
        <Card title="Quick Actions" description="Shortcuts" actions={<IconButton label="More" icon={<MoreIcon />} size="sm" />}>
          <Button variant="primary" icon={<PlusIcon size={16} />}>
            New Job
          </Button>
        </Card>
        <Card padding="md" interactive aria-label="Job: Service split system">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>Service split system</strong>
            <StatusBadge tone="purple" label="Scheduled" />
          </div>
          <p>Acme Air Conditioning · Tue 18 Jun, 9:30 am</p>
        </Card>
        <Card padding="md" title="Jobs Today" headingLevel={3} actions={<Link href="#schedule">Schedule</Link>}>
          3 jobs, the first at 8:00 am.
        </Card>
      </Section>
    </Gallery>
  ),
};
