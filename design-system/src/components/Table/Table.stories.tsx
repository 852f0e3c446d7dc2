import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery, Section } from '../../stories/layout';
import { StatusBadge } from '../Badge/Badge';
import type { Tone } from '../Badge/tones';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

interface Ticket {
  id: string;
  title: string;
  organization: string;
  /** What the product shows for the ticket's priority and status (the product decides the tone). */
  priority: { label: string; tone: Tone };
  status: { label: string; tone: Tone };
  created: string;
}

const tickets: Ticket[] = [
  {
    id: '3f2a9c1e',
    title: 'Cannot send invoice email',
    organization: 'Acme Air',
    priority: { label: 'High', tone: 'orange' },
    status: { label: 'Open', tone: 'blue' },
    created: '2025-06-18',
  },
  {
    id: '8b7d41aa',
    title: 'SMS credits not applied',
    organization: 'Bolt Electrical',
    priority: { label: 'Urgent', tone: 'red' },
    status: { label: 'In Progress', tone: 'yellow' },
    created: '2025-06-17',
  },
  {
    id: 'c0ffee12',
    title: 'How do I import equipment?',
    organization: 'Coastal Forklifts',
    priority: { label: 'Low', tone: 'grey' },
    status: { label: 'Resolved', tone: 'green' },
    created: '2025-06-12',
  },
  {
    id: 'd15ea5e0',
    title: 'Calendar shows wrong week',
    organization: 'Unknown',
    priority: { label: 'Medium', tone: 'yellow' },
    status: { label: 'Closed', tone: 'grey' },
    created: '2025-06-02',
  },
];

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function TicketTable({ rows, label }: { rows: Ticket[]; label: string }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'created', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column as 'title' | 'organization' | 'created';
    const list = [...rows].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  return (
    <Table aria-label={label} sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="id">Ticket ID</Column>
        <Column id="title" isRowHeader allowsSorting>
          Title
        </Column>
        <Column id="organization" allowsSorting>
          Organization
        </Column>
        <Column id="priority">Priority</Column>
        <Column id="status">Status</Column>
        <Column id="created" allowsSorting>
          Created
        </Column>
      </TableHeader>
      <TableBody items={sorted} emptyText="No tickets found">
        {(ticket) => (
          <Row id={ticket.id}>
            <Cell>{`${ticket.id.slice(0, 8)}…`}</Cell>
            <Cell>{ticket.title}</Cell>
            <Cell>{ticket.organization}</Cell>
            <Cell>
              <StatusBadge {...ticket.priority} />
            </Cell>
            <Cell>
              <StatusBadge {...ticket.status} />
            </Cell>
            <Cell>{dateFormat.format(new Date(ticket.created))}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data display/Table',
  component: TicketTable,
  args: { rows: tickets, label: 'Ticket Queue' },
} satisfies Meta<typeof TicketTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Title' }));
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveTextContent('Calendar shows wrong week');
  },
};

export const Catalogue: Story = {
  render: () => (
    <Gallery>
      <Section title="With rows (sorted by Created, newest first)">
        <TicketTable rows={tickets} label="Tickets" />
      </Section>
      <Section title="Empty">
        <TicketTable rows={[]} label="No tickets" />
      </Section>
    </Gallery>
  ),
};
