// Serving the built web app: hashed assets from disk in their precompressed encoding and cached for a
// year, index.html revalidated on every load, a missing asset a 404 rather than the app's page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';

const SCRIPT = `export const hello = ${JSON.stringify('a line of the app '.repeat(200))};\n`;

/** A build as Vite and web/vite-precompress.ts leave it: each text file with its .br and .gz beside it. */
function builtWebApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  };
  write(
    'index.html',
    `<!doctype html><head><title>Spanner</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body>`,
  );
  write('assets/index-AbC123.js', SCRIPT);
  // The server renderer (web/src/ssr/entry-server.tsx): the app's loading screen.
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `export const renderAppLoading = () => '<p class="loading">Loading…</p>';\n`,
  );
  // Vite's manifest (web/vite.config.ts): the entry, and the signed-in layout and screens it loads on demand.
  fs.mkdirSync(path.join(dir, '.vite'));
  const chunk = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { ...chunk('assets/index-AbC123.js'), isEntry: true },
      'src/app/apollo-root.tsx': chunk('assets/apollo-root-A1.js', ['_vendor-apollo']),
      '_vendor-apollo': chunk('assets/vendor-apollo-A2.js'),
      'src/app/portals/main/MainPortal.tsx': chunk('assets/MainPortal-M1.js', ['index.html']),
      'src/features/jobs/JobDetailPage.tsx': chunk('assets/JobDetailPage-J1.js', ['_Card'], ['assets/JobDetailPage-J1.css']),
      _Card: chunk('assets/Card-C1.js', [], ['assets/Card-C1.css']),
      'src/features/dashboard/DashboardPage.tsx': chunk('assets/DashboardPage-D1.js'),
    }),
  );
  // The installed app's files (web/vite-pwa.ts): not hashed, so a new deploy must be seen at once.
  write('sw.js', `self.addEventListener('fetch', () => {});\n`);
  write('manifest.webmanifest', JSON.stringify({ name: 'Spanner', start_url: '/', display: 'standalone' }));
  return dir;
}

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = builtWebApp();
  t = await startTestApp({ NODE_ENV: 'production', WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const raw = (url: string, acceptEncoding?: string) =>
  t.app.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset as the brotli file from the build, cached for a year', async () => {
    const res = await raw('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(web, 'assets/index-AbC123.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to a client that accepts neither', async () => {
    const gz = await raw('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the app page at any screen path, compressed and revalidated on every load', async () => {
    for (const url of ['/', '/schedule', '/auth/login?next=%2Fjobs']) {
      const res = await raw(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('/assets/index-AbC123.js');
    }
  });

  it('serves the service worker and the web manifest revalidated on every load, with types and a CSP that allow them', async () => {
    const worker = await raw('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await raw('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/', display: 'standalone' });
    const page = await raw('/schedule');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers 404 for an asset that is not in this build (an old tab asking for a chunk that is gone)', async () => {
    const res = await new Agent(t).get('/assets/index-Old999.js');
    expect(res.status).toBe(404);
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it("names a signed-in screen's code in the app page for a browser with a session, so it loads in one wave", async () => {
    const page = (url: string, cookie?: string) =>
      t.app.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `spanner_session=${cookie}` } : {} });
    const job = await page('/jobs/abc123?tab=notes', 'any-token');
    expect(job.statusCode).toBe(200);
    expect(job.headers['cache-control']).toBe('no-cache');
    expect(job.headers['x-robots-tag']).toBe('noindex');
    expect(job.headers['content-security-policy']).toContain("script-src 'self'");
    expect(job.headers.vary).toMatch(/cookie/i);
    const head = job.body.slice(0, job.body.indexOf('</head>'));
    for (const file of ['apollo-root-A1.js', 'vendor-apollo-A2.js', 'MainPortal-M1.js', 'JobDetailPage-J1.js', 'Card-C1.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/Card-C1.css">');
    // index.html's own entry is not named twice, and another screen's code is not named at all
    expect(head.match(/index-AbC123\.js/g)).toHaveLength(1);
    expect(head).not.toContain('DashboardPage');
    // the app's loading screen is in the page, painted before the app's code has run
    expect(job.body).toContain('<div id="root"><p class="loading">Loading…</p></div>');
    // the dashboard (/ for a signed-in member) and any other main-app screen get at least the signed-in layout
    expect((await page('/customers', 'any-token')).body).toContain('MainPortal-M1.js');
    // no session, or a page outside the main portal (sign-in, a customer's quote): index.html as built
    for (const [url, cookie] of [
      ['/jobs/abc123', undefined],
      ['/auth/login', 'any-token'],
      ['/q/some-token', 'any-token'],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
