import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('clears with the clear button', async () => {
    const onChange = vi.fn();
    render(<SearchField aria-label="Search jobs" defaultValue="compressor" onChange={onChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Clear search' }));
    await expect.element(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField aria-label="Search jobs" onSubmit={onSubmit} />);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search jobs' }), 'pump{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('pump');
  });
});
