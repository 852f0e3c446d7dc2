import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InviteSupportStaffDocument, type StaffRowFieldsFragment } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from './AuditFilters';
import { InviteStaffDialog } from './InviteStaffDialog';
import { StaffRow } from './StaffRow';

const member: StaffRowFieldsFragment = {
  __typename: 'SupportUser',
  id: 's2',
  name: 'Hannah Lee',
  email: 'help@spanner.test',
  role: 'support_staff',
  active: true,
  avatarUrl: null,
};

describe('Staff row', { timeout: 30_000 }, () => {
  it('offers a role change and deactivation for someone else, and nothing for yourself', async () => {
    const onAction = vi.fn();
    const { unmount } = renderApp(<StaffRow member={member} isSelf={false} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Hannah Lee' }));
    expect(screen.getByRole('menuitem', { name: 'Make support admin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(onAction).toHaveBeenCalledWith('deactivate');
    unmount();

    renderApp(<StaffRow member={member} isSelf onAction={onAction} />);
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Hannah Lee' })).not.toBeInTheDocument();
  });

  it('marks a deactivated admin and offers to reactivate them', async () => {
    renderApp(<StaffRow member={{ ...member, role: 'support_admin', active: false }} isSelf={false} onAction={() => {}} />);
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Support admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Hannah Lee' }));
    expect(screen.getByRole('menuitem', { name: 'Make support staff' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reactivate' })).toBeInTheDocument();
  });
});

describe('Audit filters', { timeout: 30_000 }, () => {
  function Filters({ onChange }: { onChange: (v: AuditFilterValues) => void }) {
    const [value, setValue] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
    return (
      <AuditFilters
        value={value}
        staff={[{ id: 's1', name: 'Sam Support' }]}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('Clear filters is off until a filter is set, and then shows everything again', async () => {
    const onChange = vi.fn();
    renderApp(<Filters onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Staff member/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Sam Support' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_AUDIT_FILTERS, actorId: 's1' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_AUDIT_FILTERS);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });
});

describe('Invite staff dialog', { timeout: 30_000 }, () => {
  it('asks for an email, shows the server’s refusal, then the join link once sent', async () => {
    const invite = (email: string, answer: Record<string, unknown>) => ({
      request: { query: InviteSupportStaffDocument, variables: { email, role: 'support_staff' } },
      result: { data: { inviteSupportStaff: answer } },
    });
    const onInvited = vi.fn();
    renderApp(<InviteStaffDialog isOpen onOpenChange={() => {}} onInvited={onInvited} />, {
      mocks: [
        invite('taken@spanner.test', {
          __typename: 'AppError',
          code: 'CONFLICT',
          message: 'A support staff account with this email already exists',
          fieldErrors: [],
        }),
        invite('new@spanner.test', {
          __typename: 'StaffInvitePayload',
          link: '/support-admin/join/abc123',
          invite: { __typename: 'SupportInvite', id: 'i1', email: 'new@spanner.test' },
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'taken@spanner.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('A support staff account with this email already exists')).toBeInTheDocument();
    expect(onInvited).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@spanner.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByDisplayValue(/\/support-admin\/join\/abc123$/)).toBeInTheDocument();
    expect(onInvited).toHaveBeenCalledOnce();
  });
});
