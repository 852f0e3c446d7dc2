import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../../api/scripts/server-flags.ts';
import { withServer } from '../../api/test/database-server.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../../api/test/fake-openai.ts';
import { startWholeFakeXero, type WholeFakeXero } from '../../api/test/fake-xero/whole-fake-xero.ts';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
// @ts-expect-error plain ESM script without types
import { apiBundleOf, buildForE2E, removeBuild } from './build-app.mjs';
import { e2eWorkers } from './workers.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The API servers this run started, stopped at the end. */
const processes: ChildProcess[] = [];
/** The Chromiums the workers' files connect to (their own profile's context), closed at the end. */
const browsers: BrowserContext[] = [];
/** The PostgreSQL databases made for the servers (with DATABASE_URL), dropped at the end. */
const databases: string[] = [];
let dataDir: string | undefined;
/** The build this run made itself (none with E2E_BUILD_DIR), deleted at the end. */
let ownBuild: string | undefined;
let localModel: FakeOpenAI | undefined;
let xero: WholeFakeXero | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker n talks to baseUrls[n - 1] (see browser.ts). */
    baseUrls: string[];
    /** Each server's DATA_DIR, in the order of baseUrls: its local mailbox (DATA_DIR/mailbox) is the recipients' mail. */
    dataDirs: string[];
    /** The server whose assistant has a model (the last of baseUrls; the others answer without one). */
    modelBaseUrl: string;
    chromePath: string;
    /** One Chromium per test worker, which the worker's files connect to (see `launch()` in browser.ts). */
    browserEndpoints: string[];
    /** The Xero fake every server's accounting reaches (its /_test routes act as the business in Xero). */
    fakeXeroUrl: string;
  }
}

/**
 * Build the web app once, then start one Chromium and one API server per test worker, each over its own copy of one
 * database with the demo data (embedded PGlite; with DATABASE_URL a database of its own on that PostgreSQL server, and
 * Redis with REDIS_URL, as production runs), so test files run side by side without seeing each other's changes. The
 * demo is migrated and seeded once (`seedTemplate`) and copied to every server (`copyTemplate`): the servers start
 * without migrating or seeding, which each paid for itself before (one seed instead of one per server). The last server's
 * assistant has a model: the API tests' local OpenAI-compatible fake (its answer is always 'Done.'), with a monthly
 * budget of one model request per organisation, so the browser sees the 402 text without the network. At least two
 * servers start, so the assistant's files (run last, by themselves) have one of each.
 */
export async function setup(project: TestProject) {
  const chromePath = ensureChromium();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-e2e-'));
  // A build of its own, so parallel runs never share web/dist — or the one `npm test` made beside the API suite.
  const prebuilt = process.env.E2E_BUILD_DIR;
  const webDist = prebuilt ?? path.join(dataDir, 'web');
  if (!prebuilt) {
    await buildForE2E(webDist);
    ownBuild = webDist;
  }
  const bundlePath = apiBundleOf(webDist);
  if (!fs.existsSync(bundlePath)) throw new Error(`E2E_BUILD_DIR=${webDist} has no API bundle: build it with node web/e2e/build-app.mjs`);
  localModel = await startFakeOpenAI();
  // Every server reaches the Xero fake (accounting.e2e.test.ts connects, sends an invoice and is paid in Xero).
  xero = await startWholeFakeXero();
  const model = {
    OPENAI_API_KEY: 'sk-e2e-local',
    OPENAI_BASE_URL: localModel.url,
    OPENAI_MAX_RETRIES: '0',
    ASSISTANT_MONTHLY_REQUESTS: '1',
  };
  const launching = Array.from({ length: e2eWorkers() }, (_, i) => startChromium(chromePath, path.join(dataDir!, `chromium-${i + 1}`)));
  const count = Math.max(2, e2eWorkers());
  const dataDirs = Array.from({ length: count }, (_, i) => path.join(dataDir!, `db-${i + 1}`));
  const run = randomBytes(4).toString('hex');
  const template: ServerData = { dataDir: path.join(dataDir, 'template'), database: `spanner_e2e_${run}_template` };
  await seedTemplate(template, bundlePath, webDist);
  const copies = dataDirs.map((dir, i) => ({ dataDir: dir, database: `spanner_e2e_${run}_${i + 1}` }));
  await copyTemplate(template, copies);
  const baseUrls = await Promise.all(
    copies.map(async (copy, i) => {
      const extra = { ...databaseEnv(copy.database), SEED_DEMO: 'false', ...xero!.env, ...(i === count - 1 ? model : {}) };
      return (await startServer(bundlePath, copy.dataDir, webDist, extra)).url;
    }),
  );
  project.provide('baseUrls', baseUrls);
  project.provide('dataDirs', dataDirs);
  project.provide('modelBaseUrl', baseUrls[count - 1]);
  project.provide('chromePath', chromePath);
  project.provide('browserEndpoints', await Promise.all(launching));
  project.provide('fakeXeroUrl', xero.fake.url);
}

/**
 * A Chromium that a worker's files connect to over the DevTools protocol (`launch()` in browser.ts), so it starts
 * once per worker rather than once per file; a file's `browser.close()` closes the contexts it made and disconnects.
 * Launched by Playwright, so it has Playwright's own flags (no scrollbars, no background timer throttling…), with its
 * DevTools port open; Chromium writes the port to DevToolsActivePort in its profile. Over the DevTools protocol, not
 * Playwright's browser server: that one keeps a download on the server's side, where a test cannot read it
 * (`download.path()`). Resolves with its endpoint.
 */
async function startChromium(chromePath: string, profile: string): Promise<string> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
  });
  browsers.push(context);
  const [port, wsPath] = fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
  return `ws://127.0.0.1:${port}${wsPath}`;
}

/**
 * Where a server keeps its data: its DATA_DIR (the local mailbox, uploads and, on PGlite, the database in
 * DATA_DIR/pglite) and, with DATABASE_URL, the name of its database on that server.
 */
interface ServerData {
  dataDir: string;
  database: string;
}

/**
 * The demo database every server copies, made once by the server itself, as it makes its own when started over an
 * empty database (api/src/main.ts migrates, then seeds the demo): one server starts over an empty database and is
 * stopped (SIGTERM: it closes its database cleanly) before the database is copied.
 */
async function seedTemplate(template: ServerData, bundlePath: string, webDist: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await withServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${template.database}`));
    databases.push(template.database);
  }
  const { url, server } = await startServer(bundlePath, template.dataDir, webDist, {
    ...databaseEnv(template.database),
    SEED_DEMO: 'true',
  });
  // Answered only once the server's entry has run to its end, where it starts listening for SIGTERM: a SIGTERM sent
  // at "serving on" could come first and kill it before it closed its database.
  await fetch(`${url}/api/health`);
  const code = await stop(server);
  if (code !== 0) throw new Error(`the server that seeded the demo exited with ${code}`);
}

/**
 * Each server's own copy of the seeded demo: PGlite's data directory copied into its DATA_DIR, or a PostgreSQL
 * database made from the template (`CREATE DATABASE … TEMPLATE`, one after another: PostgreSQL refuses a copy while
 * another is reading the template). Only the database is copied: each DATA_DIR's mailbox and uploads start empty.
 */
async function copyTemplate(template: ServerData, copies: ServerData[]) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pglite = (dir: string) => path.join(dir, 'pglite'); // where the server opens it (api/src/db/open.ts)
    await Promise.all(copies.map((copy) => fs.promises.cp(pglite(template.dataDir), pglite(copy.dataDir), { recursive: true })));
    return;
  }
  await withServer(serverUrl, async (admin) => {
    for (const copy of copies) {
      await admin.query(`CREATE DATABASE ${copy.database} TEMPLATE ${template.database}`);
      databases.push(copy.database);
    }
  });
}

/**
 * A server's database settings: none for the embedded database in its DATA_DIR; with DATABASE_URL, the database
 * `name` on that server. Its Redis keys and channels are its own too (REDIS_PREFIX follows the database's name), so
 * two servers' demo businesses never hear each other's events or share a rate limit.
 */
function databaseEnv(name: string): NodeJS.ProcessEnv {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return {};
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The demo's local checkout page, which PGlite gives by default and PostgreSQL only when asked.
  return { DATABASE_URL: url.toString(), LOCAL_PAYMENTS: 'true' };
}

/** Start a server, resolving once it serves; `extra` says its database, whether it seeds the demo, and its model. */
async function startServer(
  bundlePath: string,
  serverDir: string,
  webDist: string,
  extra: NodeJS.ProcessEnv,
): Promise<{ url: string; server: ChildProcess }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: serverDir,
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    OWNER_EMAIL: 'owner@spanner.com.au',
    // A member's assistant requests a minute, small enough for assistant.e2e.test.ts to reach the 429 text (no other
    // file chats). The default is 10.
    ASSISTANT_REQUESTS_PER_MINUTE: '6',
    ...extra,
    // webhooks.e2e.test.ts points an endpoint at a receiver it starts on 127.0.0.1 (plain http, a loopback address).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // The once-a-minute passes (payment reminders: getting-paid.e2e.test.ts) run within seconds of the minute's turn,
    // not up to a minute and a half after it: the schedules are looked at every 5 s rather than every 30 s (every
    // second cost two servers about 0.03 CPU seconds a second, idle).
    JOB_CRON_SECONDS: '5',
  };
  if (!extra.DATABASE_URL) {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }
  // Only `extra` gives a server a model: none from the environment the suite runs in.
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL'] as const) if (!extra[name]) delete env[name];
  const server = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, bundlePath], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(server);
  return new Promise((resolve, reject) => {
    let out = '';
    // E2E_SERVER_START_MS: more time where the machine is shared (the demo seed took over 3 minutes at load 17).
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${out}`)),
      Number(process.env.E2E_SERVER_START_MS ?? 180_000),
    );
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/serving on (http:\/\/[\d.:]+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], server });
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

/**
 * Stop a process (SIGTERM: a server drains and closes its database) and resolve once it has exited, with its exit
 * code, or the signal that ended it.
 */
function stop(child: ChildProcess): Promise<number | NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  child.kill('SIGTERM');
  return exited;
}

export async function teardown() {
  await Promise.all(processes.map(stop));
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  await localModel?.close();
  await xero?.fake.close();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && databases.length) {
    await withServer(serverUrl, async (admin) => {
      for (const name of databases.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
  if (ownBuild) removeBuild(ownBuild);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
