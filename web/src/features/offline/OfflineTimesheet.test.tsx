import 'fake-indexeddb/auto';
import { timesheetMessages } from '@rules/timesheet';
import { dayKeyOf, fromLocalInput } from '@rules/zoned-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import { requestOf } from '../../offline/outbox/changes';
import { allChanges, wipeOutbox } from '../../offline/outbox/outbox-store';
import { renderApp } from '../../test-utils';
import { OfflineTimesheet } from './OfflineTimesheet';

// "Add a day" with no signal (docs/timesheets.md → Offline): the online form on the offline timesheet, checked by the
// rules against the shifts the phone knows of, the day kept in the outbox and shown on the week as waiting to send.

const ZONE = 'Australia/Melbourne';
const today = dayKeyOf(new Date(), ZONE);
const wall = (time: string) => fromLocalInput(today, time, ZONE) as string;
const copy: DeviceCopy = {
  userId: 'jake',
  orgId: 'org',
  orgName: 'Coolair',
  timeZone: ZONE,
  savedAt: new Date().toISOString(),
  firstDay: today,
  lastDay: today,
  jobs: [],
  priceList: [],
  shifts: [{ start: wall('07:00'), end: wall('15:30') }],
};

beforeEach(() => vi.stubGlobal('navigator', { ...navigator, onLine: false }));
afterEach(() => wipeOutbox());

async function enterDay(start: string, end: string) {
  for (const [label, time] of [
    ['Start', start],
    ['End', end],
  ]) {
    const box = screen.getByLabelText(label);
    await userEvent.clear(box);
    await userEvent.type(box, time);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
}

describe('Add a day on the offline timesheet', () => {
  it('refuses a day over a shift on the phone, then keeps one beside it in the outbox, waiting to send', async () => {
    renderApp(<OfflineTimesheet copy={copy} />, { path: '/timesheet' });
    const week = await screen.findByRole('list', { name: 'Days of the week' });
    expect(within(week).getByText('7am – 3:30pm')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    await enterDay('15:00', '18:00');
    expect(await screen.findByText(timesheetMessages.overlapsShift)).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveAttribute('aria-invalid', 'true');
    expect(await allChanges()).toEqual([]);

    await enterDay('16:00', '18:00');
    expect(await screen.findByText(/Day kept on this phone/)).toBeInTheDocument();
    const kept = await allChanges();
    expect(kept.map((c) => [c.kind, c.state, c.label.replace(/^Day of .*?, /, '')])).toEqual([['shift', 'waiting', '4pm – 6pm']]);
    expect(within(week).getByText('7am – 3:30pm, 4pm – 6pm (waiting to send)')).toBeInTheDocument();
    expect(within(week).getByText('Waiting to send')).toBeInTheDocument();
  });

  it("puts the day's work on a job saved on the phone", async () => {
    const job = { id: 'job-1', title: 'Split system service' } as DeviceCopy['jobs'][number];
    renderApp(<OfflineTimesheet copy={{ ...copy, shifts: [], jobs: [job] }} />, { path: '/timesheet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add work' }));
    await userEvent.type(screen.getByLabelText('Segment 1 Start'), '08:30');
    await userEvent.type(screen.getByLabelText('Segment 1 End'), '11:00');
    await enterDay('08:00', '12:00');
    expect(await screen.findByText(/Day kept on this phone/)).toBeInTheDocument();
    const [kept] = await allChanges();
    expect(requestOf(kept).json?.segments).toEqual([{ kind: 'work', start: wall('08:30'), end: wall('11:00'), job_id: 'job-1' }]);
  });

  it('refuses a day longer than 24 hours before it is kept', async () => {
    renderApp(<OfflineTimesheet copy={{ ...copy, shifts: [] }} />, { path: '/timesheet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a day' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ends the next day' }));
    await enterDay('06:00', '07:00');
    expect(await screen.findByText(timesheetMessages.tooLong)).toBeInTheDocument();
    expect(await allChanges()).toEqual([]);
  });
});
