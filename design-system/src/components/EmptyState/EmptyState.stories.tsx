import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomersIcon, PlusIcon, SearchIcon, WrenchIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Data display/EmptyState',
  component: EmptyState,
  args: {
    icon: <WrenchIcon />,
    title: 'No jobs found. Create your first job!',
    description: 'Jobs you create show up here with their status and schedule.',
    action: (
      <Button variant="primary" icon={<PlusIcon size={16} />}>
        New Job
      </Button>
    ),
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Variants" layout="grid">
        <Card padding="none" aria-label="Customers">
          <EmptyState
            icon={<CustomersIcon />}
            title="No customers found. Create your first customer!"
            action={<Button variant="primary">New Customer</Button>}
          />
        </Card>
        <Card padding="none" aria-label="Search">
          <EmptyState icon={<SearchIcon />} title="No customers match your search" description="Try a different name, email or suburb." />
        </Card>
        <Card padding="none" aria-label="Tickets">
          <EmptyState title="No tickets assigned" action={<Button>View Ticket Queue</Button>} />
        </Card>
      </Section>
    </Gallery>
  ),
};
