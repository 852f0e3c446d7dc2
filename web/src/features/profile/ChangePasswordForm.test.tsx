import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

describe('Change Password form', () => {
  it('keeps Update disabled until all three fields are filled', async () => {
    renderApp(<ChangePasswordForm />);
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await fill('old-secret', 'new-secret', '');
    expect(update).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'n');
    expect(update).toBeEnabled();
  });

  it("says the new passwords don't match", async () => {
    renderApp(<ChangePasswordForm />);
    const user = await fill('old-secret', 'new-secret', 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
  });

  it('says a new password must be at least 8 characters', async () => {
    renderApp(<ChangePasswordForm />);
    const user = await fill('old-secret', 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });
});
