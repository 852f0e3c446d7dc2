import { toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateProfileDocument } from '../../gql/graphql';
import { makeViewer, renderApp } from '../../test-utils';
import { ProfileForm } from './ProfileForm';

describe('profile form', { timeout: 30_000 }, () => {
  it('saves a new name and avatar style', async () => {
    const viewer = makeViewer();
    const saved = {
      __typename: 'User',
      id: 'u1',
      name: 'Tina Tran',
      initials: 'TT',
      avatarUrl: null,
      avatarSeed: null,
      avatarVariant: 'beam',
    };
    renderApp(<ProfileForm viewer={viewer} />, {
      mocks: [
        {
          request: { query: UpdateProfileDocument, variables: { input: { name: 'Tina Tran', avatarVariant: 'beam' } } },
          result: { data: { updateProfile: saved } },
        },
      ],
    });
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Tina Tran');
    await userEvent.click(screen.getByRole('radio', { name: 'Beam' }));
    const savedToast = vi.spyOn(toast, 'success');
    await userEvent.click(save);
    await vi.waitFor(() => expect(savedToast).toHaveBeenCalledWith('Profile saved'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty name without sending', async () => {
    const saved = vi.spyOn(toast, 'success');
    renderApp(<ProfileForm viewer={makeViewer()} />);
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText(/^Name/)).toBeInvalid();
    expect(saved).not.toHaveBeenCalled();
  });
});
