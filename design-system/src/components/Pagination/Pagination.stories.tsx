import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 2, pageCount: 3, onPageChange: fn(), summary: 'Showing 21 to 40 of 57 tickets' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Stateful({ total }: { total: number }) {
  const pageSize = 20;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [page, setPage] = useState(1);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Pagination
      aria-label={`Tickets (${total})`}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      summary={`Showing ${from} to ${to} of ${total} tickets`}
    />
  );
}

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="First, middle, last, single page" layout="stack">
        <Pagination aria-label="First" page={1} pageCount={3} onPageChange={() => {}} summary="Showing 1 to 20 of 57 tickets" />
        <Pagination aria-label="Middle" page={2} pageCount={3} onPageChange={() => {}} summary="Showing 21 to 40 of 57 tickets" />
        <Pagination aria-label="Last" page={3} pageCount={3} onPageChange={() => {}} summary="Showing 41 to 57 of 57 tickets" />
        <Pagination aria-label="Single" page={1} pageCount={1} onPageChange={() => {}} />
      </Section>
      <Section title="Interactive" layout="stack">
        <Stateful total={57} />
      </Section>
    </Gallery>
  ),
};
