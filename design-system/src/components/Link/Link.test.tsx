import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { Link } from './Link';

describe('Link', () => {
  it('renders a real link with its href', async () => {
    render(<Link href="/customers/42">View Customer</Link>);
    await expect.element(page.getByRole('link', { name: 'View Customer' })).toHaveAttribute('href', '/customers/42');
  });

  it("navigates through the app's router instead of reloading the page", async () => {
    const navigate = vi.fn();
    render(
      <DesignSystemProvider navigate={navigate}>
        <Link href="/jobs">Jobs</Link>
      </DesignSystemProvider>,
    );
    await userEvent.click(page.getByRole('link', { name: 'Jobs' }));
    expect(navigate).toHaveBeenCalledWith('/jobs', undefined);
  });
});
