import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports and draws its value', async () => {
    render(<ProgressBar label="Uploading photo" value={25} />);
    const bar = page.getByRole('progressbar', { name: 'Uploading photo' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '25');
    await expect.element(bar).toHaveTextContent('25%');
  });

  it('has no value while indeterminate', async () => {
    render(<ProgressBar label="Loading tickets..." isIndeterminate />);
    const bar = page.getByRole('progressbar', { name: 'Loading tickets...' });
    await expect.element(bar).toBeVisible();
    expect(bar.element().hasAttribute('aria-valuenow')).toBe(false);
  });
});
