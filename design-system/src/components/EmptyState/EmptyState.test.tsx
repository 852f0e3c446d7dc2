import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message and its action', async () => {
    const onPress = vi.fn();
    render(<EmptyState title="No jobs found. Create your first job!" action={<Button onPress={onPress}>New Job</Button>} />);
    await expect.element(page.getByText('No jobs found. Create your first job!')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New Job' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
