import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery, Section } from '../../stories/layout';
import { FigureTable } from './FigureTable';

const meta = {
  title: 'Data display/FigureTable',
  component: FigureTable,
  args: {
    caption: 'Sign-ups by month',
    columns: [{ label: 'Month' }, { label: 'Sign-ups', numeric: true }, { label: 'MRR', numeric: true }],
    rows: [
      { key: '2026-09', cells: ['Sep 2026', '14', '$1,234.00'] },
      { key: '2026-10', cells: ['Oct 2026', '9', '$1,410.00'] },
      { key: '2026-11', cells: ['Nov 2026', '21', '$1,702.00'] },
    ],
  },
} satisfies Meta<typeof FigureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Catalogue: Story = {
  render: (args) => (
    <Gallery>
      <Section title="With a visible caption" layout="stack">
        <FigureTable {...args} />
      </Section>
      <Section title="Caption for screen readers only, and empty" layout="stack">
        <FigureTable {...args} caption="Sign-ups by day" hideCaption rows={[]} />
      </Section>
    </Gallery>
  ),
};
