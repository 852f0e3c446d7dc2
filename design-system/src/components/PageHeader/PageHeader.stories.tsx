import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Avatar } from '../Avatar/Avatar';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Customers',
    subtitle: '1,204 customers',
    actions: (
      <>
        <Button variant="secondary">Import CSV</Button>
        <Button variant="primary" icon={<PlusIcon size={16} />}>
          New Customer
        </Button>
      </>
    ),
  },
  argTypes: { actions: { control: false }, badges: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Title only" layout="stack">
        <PageHeader title="Dashboard" />
      </Section>
      <Section title="Back link, badge and actions" layout="stack">
        <PageHeader
          back={{ href: '#jobs', label: 'Jobs' }}
          title="Service split system in the upstairs office of the café"
          badges={<StatusBadge tone="blue" label="Scheduled" />}
          subtitle="Brew & Bloom Café · Tue 18 Jun, 9:30 am"
          actions={<Button variant="secondary">Edit</Button>}
        />
      </Section>
      <Section title="Avatar and subtitle" layout="stack">
        <PageHeader
          leading={<Avatar name="Brew & Bloom Café" size="xl" />}
          title="Brew & Bloom Café"
          subtitle="Customer since 3 March 2024"
          actions={<Button variant="primary">Create Job</Button>}
        />
      </Section>
    </Gallery>
  ),
};

/** At 390 px the actions wrap under the title. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 366 }}>{Story()}</div>],
};
