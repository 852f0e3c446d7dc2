import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage, screenshot } from './browser';

// The business owner's figures: the demo seed makes OWNER_EMAIL the platform owner. The
// owner reads the dashboard's figures and alerts, the sidebar's alerts badge, then the analytics: a range, a
// chart's table and its CSV. A member of an organisation meeting the not-found screen on the same paths is
// shell.e2e.test.ts's (the owner portal is only for the owner); axe over them, accessibility-support's.

const OWNER = 'owner@spanner.com.au';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function ownerPage(width = 1280): Promise<Page> {
  const page = await openPage(browser, width);
  await login(page, OWNER);
  return page;
}

/** The text of a downloaded file, as the owner's spreadsheet would read it. */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '') };
}

describe("the owner's figures", () => {
  it('the owner sees the figures, the alerts and the badge, then reads a chart as a table and as a CSV, and on a phone', async () => {
    const page = await ownerPage();
    await page.goto('/admin');

    // The headline figures, MRR in dollars and cents.
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect.poll(() => figures.getByRole('region', { name: 'MRR' }).textContent()).toMatch(/\$[\d,]+\.\d{2}/);
    await expect.poll(() => figures.getByRole('region', { name: 'Organisations' }).textContent()).toMatch(/\d+ active/);
    const { ownerDashboard, ownerAlerts } = await gql<{
      ownerDashboard: { signupsThisMonth: number; organisationsByStatus: { active: number } };
      ownerAlerts: {
        criticalCount: number;
        totalAlerts: number;
        alerts: { severity: string; title: string; detail: string; href: string }[];
      };
    }>(
      page,
      '{ ownerDashboard { signupsThisMonth organisationsByStatus { active } } ownerAlerts { criticalCount totalAlerts alerts { severity title detail href } } }',
    );
    expect(await figures.getByRole('region', { name: 'Sign-ups this month' }).textContent()).toContain(
      String(ownerDashboard.signupsThisMonth),
    );
    expect(await figures.getByRole('region', { name: 'Organisations' }).textContent()).toContain(
      `${ownerDashboard.organisationsByStatus.active} active`,
    );

    // At least one business alert, linking to what it is about; the badge says how many, critical first.
    // The demo seed has a business whose payment failed (critical) and trials ending within days (warnings).
    expect(ownerAlerts.criticalCount).toBeGreaterThan(0);
    const critical = ownerAlerts.alerts.find((a) => a.severity === 'critical')!;
    expect(critical.href).toMatch(/^\/(admin|support-admin)\//);
    const alerts = page.getByRole('region', { name: 'Business alerts' });
    await expect.poll(() => alerts.getByRole('link', { name: critical.title }).getAttribute('href')).toBe(critical.href);
    await expect.poll(() => alerts.getByText(critical.detail).count()).toBe(1);
    // Critical ones first.
    const severities = await alerts.getByRole('listitem').evaluateAll((items) => items.map((li) => /Critical/.test(li.textContent ?? '')));
    expect(severities).toEqual([...severities].sort((a, b) => Number(b) - Number(a)));
    const label = `${ownerAlerts.criticalCount} critical of ${ownerAlerts.totalAlerts} ${ownerAlerts.totalAlerts === 1 ? 'alert' : 'alerts'}`;
    const nav = page.getByRole('navigation', { name: 'Business portal' });
    await expect.poll(() => nav.getByRole('link', { name: `Dashboard ${label}` }).count()).toBe(1);
    await screenshot(page, 'owner-dashboard-desktop');

    // Analytics: this month at first, then 12 months.
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/admin/analytics');
    await page.getByRole('region', { name: 'Sign-ups' }).getByRole('img').waitFor();
    await page.getByText('12 months', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === '12m');
    await expect.poll(() => page.getByText(/^1 \w{3} \d{4} to \d+ \w{3} \d{4}, Melbourne time$/).count()).toBe(1);

    // The sign-ups chart's table shows the same numbers as the API, month by month.
    const signups = page.getByRole('region', { name: 'Sign-ups' });
    await expect
      .poll(() => signups.getByRole('img').getAttribute('aria-label'))
      .toBe('Sign-ups per month. The figures are in the Table view.');
    await signups.getByRole('tab', { name: 'Table' }).click();
    const table = signups.getByRole('table', { name: 'Sign-ups' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    const from = `${Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 12 ? 1 : 0)}-${String(((Number(today.slice(5, 7)) + 12) % 12) + 1).padStart(2, '0')}-01`;
    const { ownerAnalytics } = await gql<{ ownerAnalytics: { points: { start: string; signups: number }[] } }>(
      page,
      'query($from: String!, $to: String!) { ownerAnalytics(from: $from, to: $to) { points { start signups } } }',
      { from, to: today },
    );
    expect(ownerAnalytics.points).toHaveLength(12);
    const last = ownerAnalytics.points.at(-1)!;
    const month = new Date(`${last.start.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' });
    const row = table.getByRole('row', { name: new RegExp(`^${month} ${last.start.slice(0, 4)}`) });
    await expect.poll(() => row.getByRole('cell').textContent()).toBe(String(last.signups));
    expect(await table.getByRole('row').count()).toBe(13);
    expect(ownerDashboard.signupsThisMonth).toBe(last.signups);
    await screenshot(page, 'owner-analytics-desktop');

    // Its CSV: a header row, one line a month, the same numbers.
    const csv = await downloaded(page, signups.getByRole('button', { name: 'Download CSV of Sign-ups' }));
    expect(csv.name).toBe(`spanner-sign-ups-${from}-to-${today}.csv`);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Month,Sign-ups');
    expect(lines).toHaveLength(14); // 12 months, the header, and the empty string after the last CRLF
    expect(lines[12]).toBe(`${month} ${last.start.slice(0, 4)},${last.signups}`);

    // Money goes out in dollars with two decimals.
    const movements = await downloaded(page, page.getByRole('button', { name: 'Download CSV of MRR movements' }));
    const [header, ...rows] = movements.text.trim().split('\r\n');
    expect(header).toBe(
      'Month,Opening MRR (AUD),New (AUD),Expansion (AUD),Reactivation (AUD),Contraction (AUD),Churn (AUD),Closing MRR (AUD)',
    );
    expect(rows).toHaveLength(12);
    for (const line of rows) expect(line).toMatch(/^\w{3} \d{4}(,-?\d+\.\d{2}){7}$/);

    // A custom range that ends before it starts is explained, not sent.
    await page.goto('/admin/analytics?range=custom&from=2026-05-01&to=2026-04-01');
    await page.getByText('From must be on or before To').waitFor();
    expect(await page.getByRole('region', { name: 'Sign-ups' }).count()).toBe(0);

    // On a phone: the alerts, then the analytics with the charts within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Business alerts' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'owner-dashboard-phone');
    await page.goto('/admin/analytics?range=12m');
    const chart = page.getByRole('region', { name: 'MRR movements' }).getByRole('img');
    await chart.waitFor();
    // The chart fits the screen: no sideways scrolling.
    expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'owner-analytics-phone');
    // What the phone shows: the range and the first chart, then the movements chart and its table.
    await screenshot(page, 'owner-analytics-phone-top', { fullPage: false });
    const movementsRegion = page.getByRole('region', { name: 'MRR movements' });
    await movementsRegion.scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-analytics-phone-movements', { fullPage: false });
    await movementsRegion.getByRole('tab', { name: 'Table' }).click();
    await movementsRegion.getByRole('table').waitFor();
    await screenshot(page, 'owner-analytics-phone-movements-table', { fullPage: false });
    await page.context().close();
  });
});
