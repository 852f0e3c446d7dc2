// The installed app's icons, drawn from our mark (web/public/favicon.svg) in Chromium: `node scripts/make-app-icons.mjs`
// writes into web/public/icons:
//   icon-192.png, icon-512.png                    the mark as it is (rounded square, transparent corners): purpose "any"
//   maskable-192.png, maskable-512.png            full-bleed accent square, the spanner inside the central 60 % (the
//                                                 maskable safe zone is the central 80 % circle): purpose "maskable"
//   apple-touch-icon.png                          180 × 180 full-bleed (iOS rounds the corners itself)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';

const out = path.resolve(import.meta.dirname, '../public/icons');
fs.mkdirSync(out, { recursive: true });
const mark = fs.readFileSync(path.resolve(import.meta.dirname, '../public/favicon.svg'), 'utf8');
const accent = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#2563eb';
// The spanner alone (the <path>), without the rounded square behind it.
const spanner = /<path[^>]*\/>/.exec(mark)?.[0];
if (!spanner) throw new Error('favicon.svg has no <path> to draw');

/** The mark as it is, at `size`. */
const asIs = (size) => mark.replace('<svg ', `<svg width="${size}" height="${size}" `);
/** A full-bleed square of the accent with the spanner scaled into the central `share` of it. */
const fullBleed = (size, share) => {
  const scale = share; // the spanner's 32-unit box drawn at `share` of the icon, centred
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${accent}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${spanner}</g></svg>`;
};

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
const draw = async (name, svg, size) => {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  fs.writeFileSync(path.join(out, name), await page.locator('svg').screenshot({ type: 'png', omitBackground: true }));
};
for (const size of [192, 512]) {
  await draw(`icon-${size}.png`, asIs(size), size);
  await draw(`maskable-${size}.png`, fullBleed(size, 0.75), size);
}
await draw('apple-touch-icon.png', fullBleed(180, 0.8), 180);
await browser.close();
for (const name of fs.readdirSync(out)) console.log(name, fs.statSync(path.join(out, name)).size);
