import { formatDateTime } from '@rules/zoned-time';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeZoneProvider, useTimeZone } from './time-zone';

function When({ iso }: { iso: string }) {
  return <output>{formatDateTime(iso, useTimeZone())}</output>;
}

describe('the time zone dates are shown in', () => {
  it("is the organisation's zone under the provider, Melbourne without it", () => {
    const iso = '2026-11-23T22:30:00.000Z';
    const { unmount } = render(
      <TimeZoneProvider timeZone="Australia/Perth">
        <When iso={iso} />
      </TimeZoneProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Tue.*24 Nov 2026.*6:30/);
    unmount();
    render(<When iso={iso} />);
    expect(screen.getByRole('status').textContent).toMatch(/Tue.*24 Nov 2026.*9:30/);
  });
});
