// A technician's screen rendered on the server (http/web-pages.ts, graphql/in-process.ts), with a stand-in for the
// web build's renderer (web/src/ssr/entry-server.tsx) that reads through the `run` it is given:
// the data is the request's user's, read by the API's own schema, queries only; the page is private, its inline
// styles allowed one by one, its style sheets joined into one; a render that fails falls back to the loading screen.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

/** A query or mutation as the renderer's Apollo client hands it to `run`: a parsed document. */
const field = (name: string, selections?: object[]) => ({
  kind: 'Field',
  name: { kind: 'Name', value: name },
  ...(selections ? { selectionSet: { kind: 'SelectionSet', selections } } : {}),
});
const operation = (kind: 'query' | 'mutation', selections: object[]) => ({
  kind: 'Document',
  definitions: [{ kind: 'OperationDefinition', operation: kind, selectionSet: { kind: 'SelectionSet', selections } }],
});
const VIEWER = operation('query', [field('viewer', [field('name'), field('role')])]);
const LOGOUT = operation('mutation', [field('logout')]);

// The renderer: the viewer's name in a styled heading (the style attribute React would write), the mutation's answer
// in the state; /schedule fails, as a render that throws.
const RENDERER = `
export const renderAppLoading = () => '<p>Loading…</p>';
export const themeClass = 'theme-T1';
export async function renderScreen(url, run, device) {
  if (new URL(url).pathname === '/schedule') throw new Error('the render failed');
  const { data } = await run(${JSON.stringify(VIEWER)}, {});
  const refused = await run(${JSON.stringify(LOGOUT)}, {});
  const name = String(data?.viewer?.name ?? 'nobody').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<h1 style="color:red">' + name + '</h1><p>' + (device.phone ? 'phone' : 'desktop') + '</p>',
    state: '<script type="application/json" id="screen-state">' + JSON.stringify({ refused }).replace(/</g, '\\\\u003c') + '</script>',
  };
}
`;

function builtWebApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-ssr-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en-AU">\n  <head>\n    <title>Spanner</title>\n' +
      '    <script type="module" crossorigin src="/assets/app-E1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/vendor-react-R1.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/global-G1.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'global-G1.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets', 'JobDetailPage-J1.css'), '.card{padding:1rem}');
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), RENDERER);
  const chunk = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { ...chunk('assets/app-E1.js', [], ['assets/global-G1.css']), isEntry: true },
      'src/app/apollo-root.tsx': chunk('assets/apollo-root-A1.js'),
      'src/app/portals/main/MainPortal.tsx': chunk('assets/MainPortal-M1.js'),
      'src/features/jobs/JobDetailPage.tsx': chunk('assets/JobDetailPage-J1.js', [], ['assets/JobDetailPage-J1.css']),
    }),
  );
  return dir;
}

let t: TestApp;
let technician: Agent;
let org: Awaited<ReturnType<typeof createOrg>>;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production', WEB_DIST: builtWebApp() });
  org = await createOrg(t, 'Rendered', ['technician']);
  technician = new Agent(t);
  await technician.login(org.technician.email, PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe("a technician's screen rendered on the server", () => {
  it("holds the signed-in user's own data, in a page no one keeps, with exactly its inline styles allowed", async () => {
    const page = await technician.get('/jobs/abc123');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1 style="color:red">${org.technician.name}</h1>`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const csp = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update('color:red').digest('base64');
    expect(csp).toContain(`'unsafe-hashes' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    // The theme on <html>, the state after the screen, the app's code started after the paint
    expect(page.body).toContain('<html lang="en-AU" class="theme-T1" data-server-rendered="">');
    expect(page.body).toContain('<script defer src="/start-after-paint.js" data-entry="/assets/app-E1.js"></script>');
    expect(page.body).not.toMatch(/<script type="module"/);
    const template = page.body.slice(page.body.indexOf('<template id="after-paint">'));
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-react-R1.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/JobDetailPage-J1.js">');
  });

  it('renders for the device the browser says it is', async () => {
    const phone = await technician.get('/jobs/abc123', { 'sec-ch-ua-mobile': '?1' });
    expect(phone.body).toContain('<p>phone</p>');
    const iphone = await technician.get('/jobs/abc123', { 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148' });
    expect(iphone.body).toContain('<p>phone</p>');
    expect((await technician.get('/jobs/abc123')).body).toContain('<p>desktop</p>');
  });

  it('answers queries only: a mutation in a render is refused and changes nothing', async () => {
    const page = await technician.get('/jobs/abc123');
    const state = JSON.parse(page.body.match(/<script type="application\/json" id="screen-state">(.*?)<\/script>/)?.[1] ?? '{}');
    expect(state.refused.errors[0].message).toBe('Only queries are run here');
    // Still signed in: the logout in the render did not run.
    expect((await technician.gql('{ viewer { name } }')).data.viewer.name).toBe(org.technician.name);
  });

  it('joins the screen style sheets into one file, cached for good; an unknown one is a 404', async () => {
    const page = await technician.get('/jobs/abc123');
    const href = page.body.match(/<link rel="stylesheet" href="(\/styles\/screen-[0-9a-f]+\.css)">/)?.[1];
    expect(href).toBeDefined();
    // One sheet is applied; the files it joins are named disabled (never fetched), so the app's code loader, which
    // adds a chunk's sheet unless the page links it, does not add them again once the app runs.
    expect(page.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      `<link rel="stylesheet" href="${href}">`,
      '<link rel="stylesheet" href="/assets/global-G1.css" disabled>',
      '<link rel="stylesheet" href="/assets/JobDetailPage-J1.css" disabled>',
    ]);
    const sheet = await technician.get(href as string);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toBe('body{margin:0}\n.card{padding:1rem}');
    expect((await technician.get('/styles/screen-0000000000000000.css')).status).toBe(404);
  });

  it("keeps a `$` in a user's data as text", async () => {
    const named = await createOrg(t, 'Dollar', ['technician']);
    await t.database.db.user.update({ where: { id: named.technician.id }, data: { name: "Sam $& $' $`" } });
    const agent = new Agent(t);
    await agent.login(named.technician.email, PASSWORD);
    expect((await agent.get('/jobs/abc123')).body).toContain('<h1 style="color:red">Sam $&amp; $\' $`</h1>');
  });

  it('falls back to the loading screen when the render fails, and to the page as built without a session', async () => {
    const failed = await technician.get('/schedule');
    expect(failed.status).toBe(200);
    expect(failed.body).toContain('<div id="root"><p>Loading…</p></div>');
    expect(failed.headers['cache-control']).toBe('no-cache');
    const signedOut = await new Agent(t).get('/jobs/abc123');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toContain('<div id="root"></div>');
    expect(signedOut.body).not.toContain('screen-state');
  });
});
