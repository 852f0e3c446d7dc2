import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Badge, StatusBadge } from './Badge';
import { invoiceStatusTone, jobStatusTone, priorityTone, statusLabel, ticketStatusTone } from './tones';

describe('Badge', () => {
  it("maps the spec's status colours", () => {
    expect(['draft', 'sent', 'paid', 'overdue', 'void'].map(invoiceStatusTone)).toEqual(['grey', 'blue', 'green', 'red', 'grey']);
    expect(['open', 'in_progress', 'resolved', 'closed'].map(ticketStatusTone)).toEqual(['blue', 'yellow', 'green', 'grey']);
    expect(['urgent', 'high', 'medium', 'low'].map(priorityTone)).toEqual(['red', 'orange', 'yellow', 'grey']);
    expect(jobStatusTone('in_progress')).toBe('yellow');
    expect(jobStatusTone('done')).toBe('green');
    expect(jobStatusTone('something_new')).toBe('grey');
  });

  it('renders a status with its label and colour', async () => {
    render(
      <>
        <StatusBadge kind="invoice" status="overdue" />
        <StatusBadge kind="ticket" status="in_progress" />
      </>,
    );
    const overdue = page.getByText('Overdue');
    await expect.element(overdue).toHaveAttribute('data-tone', 'red');
    await expect.element(overdue).toHaveStyle({ color: 'rgb(180, 35, 24)', backgroundColor: 'rgb(254, 243, 242)' });
    await expect.element(page.getByText('In Progress')).toHaveAttribute('data-tone', 'yellow');
  });

  it('renders any text in a tone', async () => {
    render(<Badge tone="green">Invoiced</Badge>);
    await expect.element(page.getByText('Invoiced')).toHaveStyle({ color: 'rgb(6, 118, 71)' });
    expect(statusLabel('in_progress')).toBe('In Progress');
  });
});
