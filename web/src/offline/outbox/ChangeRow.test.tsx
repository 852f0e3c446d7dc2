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
