import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photo', value: 40, isIndeterminate: false, showValue: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="States" layout="stack">
        <ProgressBar label="Importing customers" value={0} />
        <ProgressBar label="Importing customers" value={65} />
        <ProgressBar label="Importing customers" value={100} />
        <ProgressBar label="Imported" value={42} maxValue={45} valueLabel="42 of 45" />
        <ProgressBar label="Loading tickets..." isIndeterminate />
      </Section>
    </Gallery>
  ),
};
