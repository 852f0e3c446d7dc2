import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { Card } from '../Card/Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 240 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="Shapes">
        <Skeleton shape="circle" />
        <Skeleton shape="rect" width={160} height={60} />
        <Skeleton width={200} />
      </Section>
      <Section title="A loading job card" layout="grid">
        <Card padding="md" aria-label="Loading job">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton shape="circle" width={32} height={32} />
            <div style={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </div>
          </div>
          <Skeleton shape="rect" height={48} />
        </Card>
      </Section>
    </Gallery>
  ),
};
