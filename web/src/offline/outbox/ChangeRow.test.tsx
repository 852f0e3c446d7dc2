import { DesignSystemProvider } from '@spanner/design-system';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeZoneProvider } from '../../lib/time-zone';
import { ChangeRow } from './ChangeRow';
import type { Change } from './changes';

// A change in the outbox says when it was made as the rest of the app says times: in the organisation's zone, in
// Australian English, whatever the phone's own language.

const note: Change = {
  kind: 'note',
  jobId: 'job-1',
  text: 'Pump seized',
  seq: 1,
  key: 'k1',
  userId: 'u1',
  label: 'Note: Pump seized',
  state: 'waiting',
  madeAt: '2026-11-25T23:42:00.000Z',
};

describe('ChangeRow', () => {
  it("gives the time it was made in the organisation's zone", () => {
    render(
      <DesignSystemProvider>
        <TimeZoneProvider timeZone="Australia/Perth">
          <ChangeRow change={note} />
        </TimeZoneProvider>
      </DesignSystemProvider>,
    );
    expect(screen.getByText('made Thu, 26 Nov 2026, 7:42 am')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
  });
});

describe('ChangeRow refused by the server', () => {
  const refused = (change: Partial<Change>) =>
    ({ ...note, state: 'needs-attention', problem: 'This job is completed', ...change }) as Change;
  it.each([
    [refused({}), 'Failed to add note'],
    [refused({ kind: 'hours', hours: 1.5, label: 'Hours: 1.5' } as Partial<Change>), 'Failed to add hours'],
    [refused({ kind: 'part', partName: 'Filter', quantity: 1, label: 'Part: Filter' } as Partial<Change>), 'Failed to add part'],
    [refused({ kind: 'photo', filename: 'unit.jpg', label: 'Photo: unit.jpg' } as Partial<Change>), 'Failed to upload photo'],
  ])('says what failed in the spec’s words, with the reason (%#)', (change, text) => {
    render(
      <DesignSystemProvider>
        <ChangeRow change={change} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`${text}: This job is completed`);
  });
});

describe('ChangeRow for a day entered on the phone and refused', () => {
  it('says why, offers Discard, and says how to put the day right', () => {
    const day = {
      kind: 'shift',
      start: '2026-11-15T20:00:00.000Z',
      end: '2026-11-16T04:30:00.000Z',
      note: null,
      timeZone: 'Australia/Melbourne',
      seq: 2,
      key: 'k2',
      userId: 'u1',
      label: 'Day of Mon 16 Nov, 7am – 3:30pm',
      state: 'needs-attention',
      problem: 'This shift overlaps another of your shifts',
      refusedStatus: 400,
      madeAt: '2026-11-25T23:42:00.000Z',
    } as Change;
    render(
      <DesignSystemProvider>
        <ChangeRow change={day} showJob />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('This shift overlaps another of your shifts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Timesheet' })).toHaveAttribute('href', '/timesheet');
    expect(screen.getByText(/add the day again with its right times/)).toBeInTheDocument();
  });
});
