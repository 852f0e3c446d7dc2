import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Email', value: <Link href="mailto:hello@brewbloom.com.au">hello@brewbloom.com.au</Link> },
      { term: 'Phone', value: '0412 345 678' },
      { term: 'Address', value: '12 Smith St\nFitzroy VIC 3065' },
    ],
    layout: 'columns',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['columns', 'stacked'] }, items: { control: false } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Layouts" layout="grid">
        <Card title="Columns">
          <DescriptionList
            items={[
              { term: 'Scheduled', value: 'Tue 18 Jun, 9:30 am' },
              { term: 'Type', value: 'Service' },
              false,
              { term: 'Equipment', value: 'Roof Package Unit' },
            ]}
          />
        </Card>
        <Card title="Stacked">
          <DescriptionList
            layout="stacked"
            items={[
              { term: 'Serial', value: 'RPU-2291-A' },
              { term: 'Notes', value: 'Filter replaced in March.\nAccess via the rear lane.' },
            ]}
          />
        </Card>
      </Section>
    </Gallery>
  ),
};
