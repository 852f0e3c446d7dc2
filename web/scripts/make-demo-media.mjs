// The public site's media, made from the product itself: `node scripts/make-demo-media.mjs <server URL>` against a
// server with the demo data (SEED_DEMO=true). Signs in as the demo admin, captures the dashboard, schedule, jobs
// and an invoice at 1280 × 720, and writes into web/public/media:
//   spanner-dashboard.png  the demo video's poster and the link-preview image (Open Graph, Twitter)
//   spanner-demo.webm      the demo video: the screens one after another (VP8, recorded in Chromium from a canvas)
//   spanner-logo.png       the mark at 512 × 512 (structured data's Organization logo)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../public/media');
fs.mkdirSync(out, { recursive: true });
const SCENES = ['/', '/schedule', '/jobs', '/invoices'];
const SECONDS_PER_SCENE = 3;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, baseURL: base });
const page = await context.newPage();
const signIn = await page.request.post('/api/auth/login', { data: { email: 'admin@coolair.com.au', password: 'spanner-demo' } });
if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);

const frames = [];
for (const route of SCENES) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const png = await page.screenshot({ type: 'png' });
  if (route === '/') fs.writeFileSync(path.join(out, 'spanner-dashboard.png'), png);
  frames.push(`data:image/png;base64,${png.toString('base64')}`);
}

// The video: each screen drawn on a canvas, recorded by the browser's own encoder.
await page.goto('about:blank');
const webm = await page.evaluate(
  async ({ frames, seconds }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const images = await Promise.all(
      frames.map(
        (src) =>
          new Promise((resolve) =>
            Object.assign(new Image(), {
              src,
              onload(e) {
                resolve(e.target);
              },
            }),
          ),
      ),
    );
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 1_000_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (const image of images) {
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        g.drawImage(image, 0, 0);
        await new Promise((r) => setTimeout(r, 66));
      }
    }
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  },
  { frames, seconds: SECONDS_PER_SCENE },
);
fs.writeFileSync(path.join(out, 'spanner-demo.webm'), Buffer.from(webm, 'base64'));

// The logo: the favicon's mark, large.
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(
  `<body style="margin:0">${fs.readFileSync(path.resolve(import.meta.dirname, '../public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="512" height="512" ')}</body>`,
);
fs.writeFileSync(path.join(out, 'spanner-logo.png'), await page.screenshot({ type: 'png', omitBackground: true }));
await browser.close();
for (const name of fs.readdirSync(out)) console.log(name, fs.statSync(path.join(out, name)).size);
