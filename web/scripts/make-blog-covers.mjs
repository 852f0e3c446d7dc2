// The demo blog posts' cover images: `node scripts/make-blog-covers.mjs` draws each illustration of
// scripts/blog-covers/<slug>.svg in Chromium at 1280 × 720 and writes web/public/media/blog-<slug>.png. PNG, not the
// SVG itself, because link previews (Open Graph, Twitter) take a post's cover as their image and do not show SVG.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';

const sources = path.resolve(import.meta.dirname, 'blog-covers');
const out = path.resolve(import.meta.dirname, '../public/media');

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
for (const file of fs.readdirSync(sources).filter((f) => f.endsWith('.svg'))) {
  await page.setContent(`<style>html,body{margin:0}</style>${fs.readFileSync(path.join(sources, file), 'utf8')}`);
  const target = path.join(out, `blog-${file.replace(/\.svg$/, '.png')}`);
  fs.writeFileSync(target, await page.screenshot({ type: 'png' }));
  console.log(`${path.relative(process.cwd(), target)}: ${Math.round(fs.statSync(target).size / 1024)} KB`);
}
await browser.close();
