import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Pagination } from './Pagination';

const previous = () => page.getByRole('button', { name: 'Previous' });
const next = () => page.getByRole('button', { name: 'Next' });

describe('Pagination', () => {
  it('disables Previous on page 1', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    await expect.element(page.getByText('Page 1 of 3')).toBeVisible();
    await expect.element(previous()).toBeDisabled();
    await expect.element(next()).toBeEnabled();
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    await expect.element(page.getByText('Page 3 of 3')).toBeVisible();
    await expect.element(next()).toBeDisabled();
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('treats zero pages as one', async () => {
    render(<Pagination page={1} pageCount={0} onPageChange={() => {}} />);
    await expect.element(page.getByText('Page 1 of 1')).toBeVisible();
    await expect.element(previous()).toBeDisabled();
    await expect.element(next()).toBeDisabled();
  });
});
