import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { LinkCard } from './LinkCard';

function renderCard(navigate = vi.fn(), onEdit = vi.fn()) {
  render(
    <DesignSystemProvider navigate={navigate}>
      <div style={{ width: 320 }}>
        <LinkCard
          href="/jobs/42"
          title="Service split system"
          headingLevel={3}
          trailing={<StatusBadge tone="purple" label="Scheduled" />}
          footer={<span>Tue 18 Jun, 9:30 am</span>}
          actions={<Button onPress={onEdit}>Edit</Button>}
        >
          <p>Harbour Cafe</p>
        </LinkCard>
      </div>
    </DesignSystemProvider>,
  );
  return { navigate, onEdit };
}

describe('LinkCard', () => {
  it('is one link, named by its title, inside the heading, with its trailing, body and footer content', async () => {
    renderCard();
    const heading = page.getByRole('heading', { level: 3, name: 'Service split system' });
    await expect.element(heading.getByRole('link', { name: 'Service split system' })).toHaveAttribute('href', '/jobs/42');
    expect(page.getByRole('link').elements()).toHaveLength(1);
    await expect.element(page.getByText('Scheduled')).toBeVisible();
    await expect.element(page.getByText('Harbour Cafe')).toBeVisible();
    await expect.element(page.getByText('Tue 18 Jun, 9:30 am')).toBeVisible();
  });

  it('opens the record from anywhere on the card, but an action is pressed on its own', async () => {
    const { navigate, onEdit } = renderCard();
    const card = page.getByRole('link', { name: 'Service split system' }).element().closest('section') as HTMLElement;
    const box = card.getBoundingClientRect();
    // The card's bottom-left corner is far from the title: the stretched link still takes the click.
    await userEvent.click(page.elementLocator(card), { position: { x: 8, y: box.height - 8 } });
    expect(navigate).toHaveBeenCalledWith('/jobs/42', undefined);
    navigate.mockClear();
    await userEvent.click(page.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rings the whole card when the link has keyboard focus', async () => {
    renderCard();
    const link = page.getByRole('link', { name: 'Service split system' }).element() as HTMLElement;
    const ring = () => getComputedStyle(link, '::after').outlineStyle;
    expect(ring()).toBe('none');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(link);
    await expect.poll(ring).toBe('solid');
    const card = link.closest('section') as HTMLElement;
    const after = getComputedStyle(link, '::after');
    expect(after.position).toBe('absolute');
    expect(card.getBoundingClientRect().width).toBeGreaterThan(link.getBoundingClientRect().width);
  });
});
