import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a section named by its label, with the figure and its detail', async () => {
    render(<StatCard label="MRR" value="$1,234.00" detail="GST excluded" />);
    const card = page.getByRole('region', { name: 'MRR' });
    await expect.element(card).toHaveTextContent('$1,234.00');
    await expect.element(card).toHaveTextContent('GST excluded');
  });

  it('keeps its height while the figure loads', async () => {
    render(
      <>
        <StatCard label="Loading" value={undefined} />
        <StatCard label="Loaded" value="12" />
      </>,
    );
    const height = (name: string) => page.getByRole('region', { name }).element().getBoundingClientRect().height;
    await expect.element(page.getByRole('region', { name: 'Loaded' })).toBeVisible();
    expect(height('Loading')).toBe(height('Loaded'));
  });
});
