import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
const [,, base, email, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('spanner-demo');
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  for (const r of routes) {
    await page.goto(base + r);
    await page.waitForTimeout(2500);
    const name = r.replace(/[^a-z0-9]+/gi, '_');
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(width, r, 'scrollWidth', sw);
    await page.screenshot({ path: `/tmp/look/${name}-${width}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
