import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf, startOfWeek } from '../../api/src/rules/zoned-time';
import { violations } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';
import { outboxProblems, outboxSettled, outboxStates } from './device-copy';
import { openOfflinePhone } from './offline-paperwork';

// A member's day kept with no signal (docs/timesheets.md → Offline): the phone saved the day's job, then in airplane
// mode the member clocks on, starts work on the job, leaves it and clocks off from /timesheet, each at the phone's
// time; one reconnect sends the four actions and the server holds the shift and the job's hour as made on the phone.
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
  it('clocks on, works a job and clocks off in airplane mode at the phone times; one reconnect records the day once', async () => {
    const office = await openPage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const { viewer } = await gql<{ viewer: { id: string } }>(office, '{ viewer { id } }');
    // Whole minutes, 2 hours ago: the server keeps clock times to the minute.
    const start = new Date(Math.floor((Date.now() - 120 * MINUTE) / MINUTE) * MINUTE);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const title = `Rooftop condenser ${stamp}`;
    const { createJob } = await gql<{ createJob: { id: string } }>(
      office,
      'mutation($i: CreateJobInput!) { createJob(input: $i) { ... on Job { id } } }',
      { i: { title, assignedTechIds: [viewer.id], scheduledAt: at(15).toISOString() } },
    );

    const { context, page } = await openOfflinePhone([createJob.id], { email: 'manager@coolair.com.au', clock: start });
    await page.goto('/');
    await page.getByRole('link', { name: 'Timesheet' }).click();
    await page.getByRole('heading', { level: 1, name: 'Timesheet' }).waitFor();
    await says(page, /^Not clocked on$/);

    await page.getByRole('button', { name: 'Clock on' }).click();
    await says(page, /^Clocked on since /);
    await page.clock.setFixedTime(at(15));
    await page.getByRole('button', { name: `Start work on ${title}` }).click();
    await says(page, new RegExp(`^Working on ${title} since `));
    await screenshot(page, 'offline-timesheet-390');
    expect(await violations(page)).toEqual([]);
    await page.clock.setFixedTime(at(75));
    await page.getByRole('button', { name: `Leave ${title}` }).click();
    await says(page, /^Clocked on since /);
    await page.clock.setFixedTime(at(90));
    await page.getByRole('button', { name: 'Clock off' }).click();
    await says(page, /^Not clocked on$/);
    expect(await outboxStates(page)).toEqual({ waiting: 4 });

    await context.setOffline(false);
    await outboxSettled(page).catch(() => {});
    expect(await outboxProblems(page)).toEqual([]);
    expect(await outboxStates(page)).toEqual({ sent: 4 });
    await context.close();

    const { timesheetWeek } = await gql<{
      timesheetWeek: {
        days: { shifts: { id: string; start: string; end: string; segments: { kind: string; jobId: string; start: string; end: string }[] }[] }[];
      };
    }>(
      office,
      'query($m: ID, $w: String) { timesheetWeek(memberId: $m, weekStart: $w) { days { shifts { id start end segments { kind jobId start end } } } } }',
      // The week the shift started in (the demo organisation is in Melbourne).
      { m: viewer.id, w: startOfWeek(dayKeyOf(start, 'Australia/Melbourne')) },
    );
    const shifts = timesheetWeek.days.flatMap((d) => d.shifts).filter((s) => s.start === start.toISOString());
    expect(shifts.map((s) => [s.end, s.segments.map((g) => [g.kind, g.jobId, g.start, g.end])])).toEqual([
      [at(90).toISOString(), [['work', createJob.id, at(15).toISOString(), at(75).toISOString()]]],
    ]);
    const { job } = await gql<{ job: { hours: { hours: number }[] } }>(office, 'query($id: ID!) { job(id: $id) { hours { hours } } }', {
      id: createJob.id,
    });
    expect(job.hours.map((h) => h.hours)).toEqual([1]);
    // Removed, so the manager's day is free for the next run against this database.
    await gql(office, 'mutation($id: ID!) { deleteShift(id: $id) { __typename } }', { id: shifts[0]?.id });
  });
});
