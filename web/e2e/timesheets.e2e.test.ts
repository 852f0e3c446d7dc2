import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf, midnightOf, startOfWeek } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { gql, launch, login, screenshot } from './browser';

// Timesheets and job profit as a business uses them (docs/timesheets.md → Screens): a technician at 390 px is on a job
// of today's, leaves it, clocks off and submits the week; the manager at 1280 px approves and locks it and downloads
// the payroll CSV once; the job, completed, shows its labour in the profit report. The shift's start and arrival are
// sent with the phone's earlier time (`at`, as an offline clock action is), so the work on the job is two hours long.

let browser: Browser;
const run = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const HOUR = 3_600_000;
/** The demo business's zone: its weeks begin on Monday at midnight there. */
const ZONE = 'Australia/Melbourne';

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('timesheets and job profit', { timeout: 180_000 }, () => {
  it('a technician works a job and submits the week; the manager approves and exports it; the report shows the labour', async () => {
    const admin = await openAxePage(browser, 1280);
    await login(admin, 'admin@coolair.com.au', { to: null });
    const tech = await openAxePage(browser, 390);
    await login(tech, 'jake@coolair.com.au', { to: null });
    const { viewer } = await gql<{ viewer: { id: string; name: string } }>(tech, '{ viewer { id name } }');

    // The business's payroll mapping and Jake's cost: $60 an hour.
    await gql(admin, 'mutation($i: UpdateTimesheetSettingsInput!) { updateTimesheetSettings(input: $i) { __typename } }', {
      i: { payrollOrdinaryRate: 'Ordinary Hours', payrollOvertimeRate: 'Overtime', payrollTravelRate: 'Travel' },
    });
    await gql(admin, 'mutation($m: ID!) { setMemberCost(memberId: $m, costRateCents: 6000, payrollEmployeeId: "EMP-7") { __typename } }', {
      m: viewer.id,
    });
    const title = `Compressor swap ${run}`;
    const { createJob } = await gql<{ createJob: { id: string } }>(
      admin,
      'mutation($i: CreateJobInput!) { createJob(input: $i) { ... on Job { id } } }',
      { i: { title, assignedTechIds: [viewer.id], scheduledAt: new Date().toISOString() } },
    );

    // Clocked on three hours ago and on the job for two, from the phone's clock — but never before this week began:
    // in a Monday's first three hours (Melbourne) that would put the shift in last week, and this walk submits this
    // week's. Then the job has had what is left since midnight.
    const now = Date.now();
    const weekBegan = midnightOf(startOfWeek(dayKeyOf(new Date(now), ZONE)), ZONE).getTime();
    const clockedOn = Math.max(now - 3 * HOUR, weekBegan);
    const arrived = Math.max(now - 2 * HOUR, weekBegan);
    const minutesOnJob = Math.floor(now / 60_000) - Math.floor(arrived / 60_000);
    await gql(tech, 'mutation($at: DateTime) { clockOn(at: $at) { __typename } }', { at: new Date(clockedOn).toISOString() });
    await gql(tech, 'mutation($j: ID!, $at: DateTime) { arriveAtJob(jobId: $j, at: $at) { __typename } }', {
      j: createJob.id,
      at: new Date(arrived).toISOString(),
    });

    await tech.goto('/timesheet');
    await expect.poll(() => tech.getByRole('status').textContent()).toMatch(new RegExp(`^Working on ${title} since`));
    await screenshot(tech, 'timesheet-day-390');
    expect(await violations(tech)).toEqual([]);
    await tech.getByRole('button', { name: `Leave ${title}` }).click();
    await expect.poll(() => tech.getByRole('status').textContent()).toMatch(/^Clocked on since/);
    await tech.getByRole('button', { name: 'Clock off' }).click();
    await expect.poll(() => tech.getByRole('status').textContent()).toBe('Not clocked on');
    // The finished shift can be changed in place while the week is open (looked at, then left as it was).
    await tech.getByRole('button', { name: /^Edit / }).click();
    const edit = tech.getByRole('dialog', { name: 'Change this shift' });
    await edit
      .getByRole('group', { name: 'Segment 1' })
      .getByRole('button', { name: `${title} Segment 1 Job` })
      .waitFor();
    await screenshot(tech, 'timesheet-edit-shift-390');
    expect(await violations(tech)).toEqual([]);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await tech.getByRole('button', { name: 'Submit week' }).click();
    await tech.getByText('Submitted', { exact: true }).waitFor();

    const manager = await openAxePage(browser, 1280);
    await login(manager, 'manager@coolair.com.au', { to: '/timesheets' });
    const card = manager.locator('section').filter({ has: manager.getByRole('heading', { name: viewer.name, exact: true }) });
    await card.getByRole('button', { name: 'Approve and lock' }).click();
    const download = manager.waitForEvent('download');
    await card.getByRole('button', { name: 'Download KeyPay CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await card.getByText(/^Exported to payroll/).waitFor();
    expect(await card.getByRole('button', { name: 'Download KeyPay CSV' }).count()).toBe(0);
    await screenshot(manager, 'timesheets-review-1280');
    expect(await violations(manager)).toEqual([]);

    await gql(manager, 'mutation($id: ID!) { completeJob(id: $id) { __typename } }', { id: createJob.id });
    await manager.goto('/job-profit');
    // The jobs are listed completed first to last, 50 a page: the one just completed is on the last page.
    await manager.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();
    const pager = manager.getByRole('navigation', { name: 'Jobs pages' });
    const next = pager.getByRole('button', { name: 'Next' });
    const pageShown = () => pager.getByText(/^Page \d+ of/).textContent();
    while ((await next.count()) > 0 && (await next.isEnabled())) {
      const before = await pageShown();
      await next.click();
      await expect.poll(pageShown).not.toBe(before);
    }
    const row = manager.getByRole('row').filter({ has: manager.getByRole('link', { name: title }) });
    // The minutes on the job (two hours, but for a Monday's first hours; a minute more if the leave crossed one) at
    // $60 an hour: a dollar a minute.
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`\\$(${minutesOnJob}|${minutesOnJob + 1})\\.00`));
    await screenshot(manager, 'job-profit-1280');
    expect(await violations(manager)).toEqual([]);
  });

  it("the office adds a member's shift, changes it with a reason and removes it; enters leave and removes it", async () => {
    const manager = await openAxePage(browser, 1280);
    await login(manager, 'manager@coolair.com.au', { to: '/timesheets' });
    const member = 'Priya Sharma';
    const card = manager.locator('section').filter({ has: manager.getByRole('heading', { name: member, exact: true }) });

    await card.getByRole('button', { name: `Add a shift for ${member}` }).click();
    let dialog = manager.getByRole('dialog', { name: `Add a shift for ${member}` });
    await dialog.getByLabel('Start', { exact: true }).fill('07:00');
    await dialog.getByLabel('End', { exact: true }).fill('15:30');
    await dialog.getByRole('button', { name: 'Save shift' }).click();
    await card.getByText('7am – 3:30pm', { exact: true }).waitFor();

    // A change by the office names why; the rules' words land under End.
    await card.getByRole('button', { name: `Edit ${member}'s shift 7am – 3:30pm` }).click();
    dialog = manager.getByRole('dialog', { name: `Change ${member}'s shift` });
    await dialog.getByLabel('End', { exact: true }).fill('06:00');
    await dialog.getByRole('button', { name: 'Save shift' }).click();
    await dialog.getByText('A shift must end after it starts').waitFor();
    await dialog.getByText('Say why the shift is changed').waitFor();
    await screenshot(manager, 'timesheets-office-edit-1280');
    expect(await violations(manager)).toEqual([]);
    await dialog.getByLabel('End', { exact: true }).fill('15:00');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Left early for a doctor');
    await dialog.getByRole('button', { name: 'Save shift' }).click();
    await card.getByText('7am – 3pm', { exact: true }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await violations(manager)).toEqual([]);

    await card.getByRole('button', { name: `Remove ${member}'s shift 7am – 3pm` }).click();
    await manager.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => card.getByText('7am – 3pm', { exact: true }).count()).toBe(0);

    // Leave the office enters: refused past a day's 24 hours at its field, then 7.6 hours of annual leave, then removed.
    await card.getByRole('button', { name: `Add leave for ${member}` }).click();
    dialog = manager.getByRole('dialog', { name: `Add leave for ${member}` });
    await dialog.getByRole('textbox', { name: 'Hours' }).fill('25');
    await dialog.getByRole('button', { name: 'Save leave' }).click();
    await dialog.getByText('Hours must be more than 0 and at most 24').waitFor();
    await dialog.getByRole('textbox', { name: 'Hours' }).fill('7.6');
    await dialog.getByRole('button', { name: 'Save leave' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByText('Annual leave 7.6 h').first().waitFor();
    await screenshot(manager, 'timesheets-office-leave-1280');
    expect(await violations(manager)).toEqual([]);
    await card.getByRole('button', { name: new RegExp(`^Remove ${member}'s Annual leave 7.6 h on `) }).click();
    await manager.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => card.getByText('Annual leave 7.6 h').count()).toBe(0);
  });
});
