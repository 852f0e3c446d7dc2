import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddMemberDocument, type MemberRowFieldsFragment, UpdateMemberDocument } from '../../gql/graphql';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';
import { renderApp } from '../../test-utils';
import { AddMemberDialog } from './AddMemberDialog';
import { EditMemberDialog } from './EditMemberDialog';
import { colourChoices, MEMBER_COLOURS } from './palette';

const input = { name: 'Jo Tech', email: 'jo@example.test', password: null, role: 'technician', color: '#3b82f6' };

const addMock = (addMember: Record<string, unknown>) => ({
  request: { query: AddMemberDocument, variables: { input } },
  result: { data: { addMember } },
});

const invited = {
  __typename: 'MemberInvitePayload',
  inviteUrl: '/auth/invite/abc123',
  member: {
    __typename: 'User',
    id: 'm1',
    name: 'Jo Tech',
    email: 'jo@example.test',
    role: 'technician',
    color: '#3b82f6',
    avatarUrl: null,
    avatarSeed: null,
    avatarVariant: null,
    invitePending: true,
    viewerCanManage: true,
  },
};

async function fillIn(password = '') {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Jo Tech');
  await userEvent.type(screen.getByLabelText(/^Email/), 'jo@example.test');
  if (password) await userEvent.type(screen.getByLabelText(/Initial password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
}

afterEach(() => subscriptionPrompt.set(null));

// Typing into a dialog in jsdom is slow on a busy two-core machine.
describe('Add member dialog', { timeout: 30_000 }, () => {
  it('asks for a 8-character password before sending anything', async () => {
    renderApp(<AddMemberDialog isOpen onOpenChange={() => {}} mayManageAdmins onAdded={() => {}} />);
    await fillIn('12345');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('clears a field’s error when it is edited, and the form can be sent again', async () => {
    const onAdded = vi.fn();
    renderApp(<AddMemberDialog isOpen onOpenChange={() => {}} mayManageAdmins onAdded={onAdded} />, { mocks: [addMock(invited)] });
    await fillIn('12345');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Initial password/));
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Send Jo Tech this invite link')).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalled();
  });

  it('shows the invite link to copy when no password was given', async () => {
    const onAdded = vi.fn();
    renderApp(<AddMemberDialog isOpen onOpenChange={() => {}} mayManageAdmins onAdded={onAdded} />, { mocks: [addMock(invited)] });
    await fillIn();
    expect(await screen.findByText('Send Jo Tech this invite link')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/auth/invite/abc123`);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalled();
  });

  it('opens the upgrade modal with the server’s message beyond the plan’s user quota', async () => {
    const quota = {
      __typename: 'AppError',
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Your plan allows 5 users. Upgrade to add more.',
      fieldErrors: [],
    };
    renderApp(<AddMemberDialog isOpen onOpenChange={() => {}} mayManageAdmins onAdded={() => {}} />, { mocks: [addMock(quota)] });
    await fillIn();
    await vi.waitFor(() => expect(subscriptionPrompt.get()?.message).toBe('Your plan allows 5 users. Upgrade to add more.'));
    expect(subscriptionPrompt.get()?.action).toEqual({ label: 'Upgrade Now', url: '/subscription' });
  });

  it('shows the server’s text for other refusals', async () => {
    const taken = {
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'An account with this email already exists' }],
    };
    renderApp(<AddMemberDialog isOpen onOpenChange={() => {}} mayManageAdmins onAdded={() => {}} />, { mocks: [addMock(taken)] });
    await fillIn();
    expect((await screen.findAllByText('An account with this email already exists')).length).toBeGreaterThan(0);
  });
});

describe('Edit member dialog', { timeout: 30_000 }, () => {
  const member: MemberRowFieldsFragment = { ...invited.member, __typename: 'User', role: 'technician', invitePending: false };
  const updateMock = (variables: Record<string, unknown>, updateMember: Record<string, unknown>) => ({
    request: { query: UpdateMemberDocument, variables },
    result: { data: { updateMember } },
  });
  const edit = async (field: RegExp, text: string) => {
    await userEvent.clear(screen.getByLabelText(field));
    if (text) await userEvent.type(screen.getByLabelText(field), text);
  };

  it('sends a new name and email (lowercased), and only what changed', async () => {
    const onOpenChange = vi.fn();
    const variables = { id: 'm1', input: { color: '#3b82f6', name: 'Jo Tran', email: 'jo.tran@example.test' } };
    renderApp(<EditMemberDialog member={member} mayManageAdmins isOpen onOpenChange={onOpenChange} />, {
      mocks: [updateMock(variables, { ...member, name: 'Jo Tran', email: 'jo.tran@example.test' })],
    });
    await edit(/^Name/, 'Jo Tran');
    await edit(/^Email/, 'Jo.Tran@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('will not send without a name, and shows a taken email on the field', async () => {
    const taken = {
      __typename: 'AppError',
      message: 'An account with this email already exists',
      fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'An account with this email already exists' }],
    };
    renderApp(<EditMemberDialog member={member} mayManageAdmins isOpen onOpenChange={() => {}} />, {
      mocks: [updateMock({ id: 'm1', input: { color: '#3b82f6', email: 'taken@example.test' } }, taken)],
    });
    await edit(/^Name/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Name/)).toBeInvalid();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Jo Tech');
    await edit(/^Email/, 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('An account with this email already exists')).length).toBeGreaterThan(0);
  });
});

describe('member rules of the screen', () => {
  it('offers the palette plus a current colour outside it', () => {
    expect(colourChoices('#3B82F6')).toBe(MEMBER_COLOURS);
    expect(colourChoices('#123456').at(-1)).toEqual({ hex: '#123456', name: 'Current (#123456)' });
  });
});
