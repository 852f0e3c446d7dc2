import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Button } from '../Button/Button';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { Toolbar } from './Toolbar';

const statuses = [
  { id: 'all', label: 'All' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'in_progress', label: 'In Progress' },
];

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  args: {
    search: <SearchField aria-label="Search jobs" placeholder="Search title, job id, customer, equipment" />,
    filters: <Select label="Status" items={statuses} defaultValue="all" />,
    actions: (
      <Button variant="primary" icon={<PlusIcon size={16} />}>
        New Job
      </Button>
    ),
  },
  argTypes: { search: { control: false }, filters: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Search and actions" layout="stack">
        <Toolbar
          search={<SearchField aria-label="Search customers" placeholder="Search customers" />}
          actions={<Button variant="secondary">Import CSV</Button>}
        />
      </Section>
      <Section title="Filter and search at phone width" layout="stack">
        <div style={{ width: 366 }}>
          <Toolbar
            filters={<Select label="Status" items={statuses} defaultValue="all" />}
            search={<SearchField aria-label="Search jobs" placeholder="Search jobs" />}
          />
        </div>
      </Section>
    </Gallery>
  ),
};
