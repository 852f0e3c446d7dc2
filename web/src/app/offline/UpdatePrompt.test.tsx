import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { UpdatePrompt } from './UpdatePrompt';
import { waitingUpdate } from './update-store';

afterEach(() => waitingUpdate.set(null));

describe('a new version of the app', () => {
  it('is not offered while none waits', () => {
    renderApp(<UpdatePrompt />);
    expect(screen.queryByText('A new version of Spanner is ready')).toBeNull();
  });

  it('is swapped in only when the user presses Reload to update', async () => {
    const apply = vi.fn(async () => {});
    renderApp(<UpdatePrompt />);
    act(() => waitingUpdate.set({ apply }));
    expect(await screen.findByText('A new version of Spanner is ready')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be put off: dismissed, nothing is reloaded', async () => {
    const apply = vi.fn(async () => {});
    renderApp(<UpdatePrompt />);
    act(() => waitingUpdate.set({ apply }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('A new version of Spanner is ready')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
