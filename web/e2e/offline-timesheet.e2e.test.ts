import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf, fromLocalInput, midnightOf, startOfWeek } from '../../api/src/rules/zoned-time';
import { violations } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';
import { outboxProblems, outboxSettled, outboxStates } from './device-copy';
import { openOfflinePhone } from './offline-paperwork';

// A member's day kept with no signal (docs/timesheets.md → Offline): the phone saved the day's two jobs, then in
// airplane mode the member clocks on, travels, works two jobs with travel between and clocks off from /timesheet, each
// at the phone's time; one reconnect sends the seven actions, 0 lost, and the server holds the shift and each job's
// hours as made on the phone.
// The manager keeps this day (the timesheet browser journey submits Jake's week, so his week is closed to new shifts).

const MINUTE = 60_000;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The status line of the day's card once it reads `text`. */
const says = (page: Page, text: RegExp) => expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toMatch(text);

describe('timesheet offline', { timeout: 180_000 }, () => {
  it('clocks on, travels, works two jobs and clocks off in airplane mode at the phone times; one reconnect records the day once', async () => {
    const office = await openPage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const { viewer } = await gql<{ viewer: { id: string } }>(office, '{ viewer { id } }');
    // Whole minutes, 2 hours ago (the server keeps clock times to the minute) — or, in a day's first two hours in
    // Melbourne, the two hours before midnight: the day stays one day on the phone, whose list of today's jobs is the
    // day it was opened on (a job at 00:05 is not on Sunday's list).
    const twoHoursAgo = Math.floor((Date.now() - 120 * MINUTE) / MINUTE) * MINUTE;
    const midnight = midnightOf(dayKeyOf(new Date(), 'Australia/Melbourne'), 'Australia/Melbourne').getTime();
    const start = new Date(twoHoursAgo < midnight ? midnight - 120 * MINUTE : twoHoursAgo);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const job = async (title: string, minutes: number) => {
      const { createJob } = await gql<{ createJob: { id: string } }>(
        office,
        'mutation($i: CreateJobInput!) { createJob(input: $i) { ... on Job { id } } }',
        { i: { title, assignedTechIds: [viewer.id], scheduledAt: at(minutes).toISOString() } },
      );
      return { id: createJob.id, title };
    };
    const roof = await job(`Rooftop condenser ${stamp}`, 15);
    const cafe = await job(`Cafe split service ${stamp}`, 75);

    const { context, page } = await openOfflinePhone([roof.id, cafe.id], { email: 'manager@coolair.com.au', clock: start });
    await page.goto('/');
    await page.getByRole('link', { name: 'Timesheet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Timesheet' }).waitFor();
    await says(page, /^Not clocked on$/);

    // The day, each press at its time on the phone's clock.
    const press = async (minutes: number, button: string, now: RegExp) => {
      await page.clock.setFixedTime(at(minutes));
      await page.getByRole('button', { name: button, exact: true }).click();
      await says(page, now);
    };
    await press(0, 'Clock on', /^Clocked on since /);
    await press(5, 'Start travel', /^Travelling since /);
    await press(15, `Start work on ${roof.title}`, new RegExp(`^Working on ${roof.title} since `));
    await screenshot(page, 'offline-timesheet-390');
    expect(await violations(page)).toEqual([]);
    await press(60, 'Start travel', /^Travelling since /);
    await press(75, `Start work on ${cafe.title}`, new RegExp(`^Working on ${cafe.title} since `));
    await press(105, `Leave ${cafe.title}`, /^Clocked on since /);
    await press(110, 'Clock off', /^Not clocked on$/);
    expect(await outboxStates(page)).toEqual({ waiting: 7 });

    await context.setOffline(false);
    await outboxSettled(page).catch(() => {});
    expect(await outboxProblems(page)).toEqual([]);
    expect(await outboxStates(page)).toEqual({ sent: 7 });
    await context.close();

    const { timesheetWeek } = await gql<{
      timesheetWeek: {
        days: {
          shifts: { id: string; start: string; end: string; segments: { kind: string; jobId: string; start: string; end: string }[] }[];
        }[];
      };
    }>(
      office,
      'query($m: ID, $w: String) { timesheetWeek(memberId: $m, weekStart: $w) { days { shifts { id start end segments { kind jobId start end } } } } }',
      // The week the shift started in (the demo organisation is in Melbourne).
      { m: viewer.id, w: startOfWeek(dayKeyOf(start, 'Australia/Melbourne')) },
    );
    const shifts = timesheetWeek.days.flatMap((d) => d.shifts).filter((s) => s.start === start.toISOString());
    expect(shifts.map((s) => [s.end, s.segments.map((g) => [g.kind, g.jobId, g.start, g.end])])).toEqual([
      [
        at(110).toISOString(),
        [
          ['travel', null, at(5).toISOString(), at(15).toISOString()],
          ['work', roof.id, at(15).toISOString(), at(60).toISOString()],
          ['travel', null, at(60).toISOString(), at(75).toISOString()],
          ['work', cafe.id, at(75).toISOString(), at(105).toISOString()],
        ],
      ],
    ]);
    // Each job's diary holds its spell of work: 45 minutes on the roof, half an hour at the cafe.
    const hoursOf = async (id: string) =>
      (
        await gql<{ job: { hours: { hours: number }[] } }>(office, 'query($id: ID!) { job(id: $id) { hours { hours } } }', { id })
      ).job.hours.map((h) => h.hours);
    expect([await hoursOf(roof.id), await hoursOf(cafe.id)]).toEqual([[0.75], [0.5]]);
    // Removed, so the manager's day is free for the next run against this database.
    await gql(office, 'mutation($id: ID!) { deleteShift(id: $id) { __typename } }', { id: shifts[0]?.id });
  });

  it('adds a day in airplane mode: kept on the phone, shown waiting to send, recorded once on reconnect', async () => {
    const office = await openPage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const { viewer } = await gql<{ viewer: { id: string } }>(office, '{ viewer { id } }');
    const { createJob } = await gql<{ createJob: { id: string } }>(
      office,
      'mutation($i: CreateJobInput!) { createJob(input: $i) { ... on Job { id } } }',
      { i: { title: `Yard day ${stamp}`, assignedTechIds: [viewer.id], scheduledAt: new Date().toISOString() } },
    );
    const { context, page } = await openOfflinePhone([createJob.id], { email: 'manager@coolair.com.au' });
    await page.goto('/');
    await page.getByRole('link', { name: 'Timesheet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Timesheet' }).waitFor();

    // Today (the form's day), 1 to 2 am in the organisation's zone: before anyone's day, so it overlaps nothing.
    await page.getByRole('button', { name: 'Add a day' }).click();
    await page.getByLabel('Start', { exact: true }).fill('01:00');
    await page.getByLabel('End', { exact: true }).fill('02:00');
    await page.getByRole('button', { name: 'Save day' }).click();
    await page.getByText(/^Day kept on this phone/).waitFor();
    await page
      .getByRole('list', { name: 'Days of the week' })
      .getByText(/1am – 2am \(waiting to send\)/)
      .waitFor();
    expect(await outboxStates(page)).toEqual({ waiting: 1 });

    await context.setOffline(false);
    await outboxSettled(page).catch(() => {});
    expect(await outboxProblems(page)).toEqual([]);
    expect(await outboxStates(page)).toEqual({ sent: 1 });
    await context.close();

    const zone = 'Australia/Melbourne';
    const today = dayKeyOf(new Date(), zone);
    const { timesheetWeek } = await gql<{ timesheetWeek: { days: { shifts: { id: string; start: string; end: string }[] }[] } }>(
      office,
      'query($m: ID, $w: String) { timesheetWeek(memberId: $m, weekStart: $w) { days { shifts { id start end } } } }',
      { m: viewer.id, w: startOfWeek(today) },
    );
    const start = new Date(fromLocalInput(today, '01:00', zone) as string).toISOString();
    const shifts = timesheetWeek.days.flatMap((d) => d.shifts).filter((s) => s.start === start);
    expect(shifts.map((s) => s.end)).toEqual([new Date(fromLocalInput(today, '02:00', zone) as string).toISOString()]);
    // Removed, so the manager's day is free for the next run against this database.
    await gql(office, 'mutation($id: ID!) { deleteShift(id: $id) { __typename } }', { id: shifts[0]?.id });
  });
});
