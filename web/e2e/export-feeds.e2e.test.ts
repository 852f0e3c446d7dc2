import fs from 'node:fs';
import { unzipSync } from 'fflate';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot } from './browser';

// Settings → Integrations in Chromium: an office calendar feed made, its URL fetched and parsed as a calendar app
// would; the full export asked for, built in the background, downloaded and opened.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('calendar feeds and the full export', () => {
  it('subscribes to the office feed and downloads the whole business as a ZIP', { timeout: 150_000 }, async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: '/settings?tab=integrations' });
    const feeds = page.getByRole('region', { name: 'Calendar feeds' });
    await feeds.waitFor();

    // The office feed: its URL shown once, fetched without the session (as a calendar app does) and parsed.
    const office = feeds.getByRole('region', { name: 'All jobs feed' });
    await office.getByRole('button', { name: /Create feed URL|Replace URL/ }).click();
    const field = page.getByRole('textbox', { name: 'All jobs feed URL' });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    await screenshot(page, 'settings-integrations-feed');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => /^job-[\w-]+@spanner$/.test(e.uid))).toBe(true);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Australia/Melbourne');

    // The export: asked for, built in the background (the card shows it preparing), then downloaded and opened.
    const exporting = page.getByRole('region', { name: 'Export all data' });
    await exporting.getByRole('button', { name: /^(Export all data|Prepare a new export)$/ }).click();
    await exporting.getByText("We'll email you a link when it's ready; you can leave this page.").waitFor();
    // The card asks again every two seconds while the build runs: the link appears once the worker has stored the ZIP.
    const link = exporting.getByRole('link', { name: /^Download the ZIP/ }).first();
    await link.waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^spanner-export-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']).toString());
    expect(manifest.organisation).toBe(JSON.parse(Buffer.from(files['organisation.json']).toString()).name);
    expect(manifest.rows['jobs.csv']).toBeGreaterThan(0);
    expect(Buffer.from(files['customers.csv']).toString()).toMatch(/^id,name,contactName,/);
    expect(Object.keys(files).some((f) => /^invoices\/.+\.pdf$/.test(f))).toBe(true);
  });
});
