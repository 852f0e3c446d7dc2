import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is announced as a busy progress bar with its label', async () => {
    render(<Spinner label="Loading tickets..." />);
    const bar = page.getByRole('progressbar', { name: 'Loading tickets...' });
    await expect.element(bar).toBeInTheDocument();
    expect(bar.element().hasAttribute('aria-valuenow')).toBe(false);
  });
});
