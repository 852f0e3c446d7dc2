import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaperworkDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { daysText, PaperworkPage, signedWords } from './PaperworkPage';

const swms = (over: Record<string, unknown>) => ({
  __typename: 'UnsignedSwms',
  id: 'f1',
  jobId: 'j1',
  template: 'Safe Work Method Statement (SWMS)',
  jobTitle: 'Roof condenser swap',
  customer: 'Harbour Towers',
  scheduledAt: '2026-12-03T22:00:00.000Z',
  technicians: ['Jake Wilson'],
  workers: 2,
  signed: 1,
  ...over,
});

const ccew = (over: Record<string, unknown>) => ({
  __typename: 'CertificateDue',
  id: 'c1',
  jobId: 'j3',
  jobTitle: 'Switchboard upgrade',
  customer: 'Ann Home',
  status: 'submitted',
  serial: '444444C001',
  testedOn: '2026-11-25',
  dueOn: '2026-12-02',
  daysLeft: -1,
  ...over,
});

function show(unsignedSwms: unknown[], certificatesDue: unknown[] = []) {
  renderApp(<PaperworkPage />, {
    mocks: [viewerMock('manager'), { request: { query: PaperworkDocument }, result: { data: { unsignedSwms, certificatesDue } } }],
  });
}

describe('the paperwork page', () => {
  it('says how many days a certificate has', () => {
    expect(daysText(0)).toBe('Due today');
    expect(daysText(1)).toBe('Due in 1 day');
    expect(daysText(-2)).toBe('Overdue by 2 days');
  });

  it('says how many workers have signed', () => {
    expect(signedWords(0, 0)).toBe('No workers on the sheet yet');
    expect(signedWords(1, 0)).toBe('0 of 1 worker signed');
    expect(signedWords(2, 1)).toBe('1 of 2 workers signed');
  });

  it('lists each SWMS not yet signed with its job, customer, time and crew, opening the form', async () => {
    show([
      swms({}),
      swms({ id: 'f2', jobId: 'j2', jobTitle: 'Switchboard upgrade', scheduledAt: null, technicians: [], workers: 0, signed: 0 }),
    ]);
    const list = await screen.findByRole('list', { name: 'SWMS not yet signed' });
    const first = within(list).getByRole('listitem', { name: 'Safe Work Method Statement (SWMS): Roof condenser swap' });
    expect(first).toHaveTextContent('Harbour Towers');
    expect(first).toHaveTextContent('Jake Wilson');
    expect(first).toHaveTextContent('1 of 2 workers signed');
    expect(within(first).getByRole('link', { name: 'Roof condenser swap' })).toHaveAttribute('href', '/jobs/j1/forms/f1');
    const second = within(list).getByRole('listitem', { name: 'Safe Work Method Statement (SWMS): Switchboard upgrade' });
    expect(second).toHaveTextContent('Not scheduled');
    expect(second).toHaveTextContent('No technician');
    expect(second).toHaveTextContent('No workers on the sheet yet');
  });

  it('lists the certificates to send, overdue first as the server orders them, opening the form', async () => {
    show([], [ccew({}), ccew({ id: 'c2', jobId: 'j4', jobTitle: 'New circuit', serial: null, status: 'draft', daysLeft: 3 })]);
    const list = await screen.findByRole('list', { name: 'Certificates to send' });
    const [late, soon] = within(list).getAllByRole('listitem');
    expect(late).toHaveTextContent('Ann Home · CCEW 444444C001 · tested 25 November 2026');
    expect(late).toHaveTextContent('Overdue by 1 day');
    expect(within(late).getByRole('link', { name: 'Switchboard upgrade' })).toHaveAttribute('href', '/jobs/j3/forms/c1');
    expect(soon).toHaveTextContent('not submitted yet');
    expect(soon).toHaveTextContent('Due in 3 days');
  });

  it('says when every SWMS is signed and no certificate waits', async () => {
    show([]);
    expect(await screen.findByText('Every SWMS is signed')).toBeInTheDocument();
    expect(screen.getByText('No certificates to send')).toBeInTheDocument();
  });
});
