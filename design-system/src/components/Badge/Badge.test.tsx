import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Badge, StatusBadge } from './Badge';

describe('Badge', () => {
  it('renders a status with its label and colour', async () => {
    render(
      <>
        <StatusBadge tone="red" label="Overdue" />
        <StatusBadge tone="yellow" label="In Progress" />
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
  });
});
