import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const rows = [
  { id: 'a', name: 'Acme Air' },
  { id: 'b', name: 'Bolt Electrical' },
];

describe('Table', () => {
  it('asks to sort when a sortable column header is clicked', async () => {
    const onSortChange = vi.fn();
    render(
      <Table aria-label="Customers" sortDescriptor={{ column: 'name', direction: 'ascending' }} onSortChange={onSortChange}>
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Name
          </Column>
          <Column id="id">ID</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.name}</Cell>
              <Cell>{row.id}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>,
    );
    const header = page.getByRole('columnheader', { name: 'Name' });
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await userEvent.click(page.getByRole('columnheader', { name: 'ID' }));
    expect(onSortChange).toHaveBeenCalledOnce();
  });

  it('shows an empty state without rows', async () => {
    render(
      <Table aria-label="Tickets">
        <TableHeader>
          <Column isRowHeader>Title</Column>
        </TableHeader>
        <TableBody emptyText="No tickets found">{[]}</TableBody>
      </Table>,
    );
    await expect.element(page.getByText('No tickets found')).toBeVisible();
  });
});
