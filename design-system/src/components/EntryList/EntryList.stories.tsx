import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreIcon } from '../../icons/icons';
import { Gallery, Section } from '../../stories/layout';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { IconButton } from '../IconButton/IconButton';
import { Entry, EntryList } from './EntryList';

const meta = {
  title: 'Data display/EntryList',
  component: EntryList,
  args: {
    'aria-label': 'Parts',
    children: [
      <Entry key="1" title="Capacitor 45/5 µF" meta="Added by Sam Lee · 18 Jun" aside="$38.50" />,
      <Entry key="2" title="R32 refrigerant, 1 kg" meta="Added by Sam Lee · 18 Jun" aside="$72.00" />,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof EntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Members with avatar, badges and menu" layout="stack">
        <Card padding="md">
          <EntryList aria-label="Team members">
            <Entry
              leading={<Avatar name="Alex Morgan" />}
              title="Alex Morgan"
              meta="alex@coolair.com.au"
              aside={<Badge tone="purple">Admin</Badge>}
              actions={<IconButton label="Actions for Alex Morgan" icon={<MoreIcon />} size="sm" />}
            />
            <Entry
              leading={<Avatar name="Sam Lee" />}
              title="Sam Lee"
              meta="sam@coolair.com.au"
              aside={<Badge tone="grey">Technician</Badge>}
              actions={<IconButton label="Actions for Sam Lee" icon={<MoreIcon />} size="sm" />}
            />
          </EntryList>
        </Card>
      </Section>
    </Gallery>
  ),
};
