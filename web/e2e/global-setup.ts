import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../../api/scripts/server-flags.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../../api/test/fake-openai.ts';
// @ts-expect-error plain ESM script without types
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
// @ts-expect-error plain ESM script without types
import { buildForE2E } from './build-app.mjs';
import { e2eWorkers } from './workers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const servers: ChildProcess[] = [];
let dataDir: string | undefined;
let localModel: FakeOpenAI | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker n talks to baseUrls[n - 1] (see browser.ts). */
    baseUrls: string[];
    /** Each server's DATA_DIR, in the order of baseUrls: its local mailbox (DATA_DIR/mailbox) is the recipients' mail. */
    dataDirs: string[];
    /** The server whose assistant has a model (the last of baseUrls; the others answer without one). */
    modelBaseUrl: string;
    chromePath: string;
  }
}

/**
 * Build the web app once, then start one API server per test worker, each over its own fresh embedded database
 * with the demo data, so test files run side by side without seeing each other's changes. The last server's
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
  if (!prebuilt) await buildForE2E(webDist);
  const { bundlePath } = await import(path.join(root, 'api/scripts/build.mjs'));
  localModel = await startFakeOpenAI();
  const model = {
    OPENAI_API_KEY: 'sk-e2e-local',
    OPENAI_BASE_URL: localModel.url,
    OPENAI_MAX_RETRIES: '0',
    ASSISTANT_MONTHLY_REQUESTS: '1',
  };
  const count = Math.max(2, e2eWorkers());
  const dataDirs = Array.from({ length: count }, (_, i) => path.join(dataDir!, `db-${i + 1}`));
  const baseUrls = await Promise.all(dataDirs.map((dir, i) => startServer(bundlePath, dir, webDist, i === count - 1 ? model : {})));
  project.provide('baseUrls', baseUrls);
  project.provide('dataDirs', dataDirs);
  project.provide('modelBaseUrl', baseUrls[count - 1]);
  project.provide('chromePath', chromePath);
}

async function startServer(bundlePath: string, serverDir: string, webDist: string, extra: NodeJS.ProcessEnv): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: serverDir,
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    OWNER_EMAIL: 'owner@spanner.com.au',
    // A member's assistant requests a minute, small enough for assistant.e2e.test.ts to reach the 429 text (no other
    // file chats). The default is 10.
    ASSISTANT_REQUESTS_PER_MINUTE: '6',
    ...extra,
    // webhooks.e2e.test.ts points an endpoint at a receiver it starts on 127.0.0.1 (plain http, a loopback address).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Only `extra` gives a server a model: none from the environment the suite runs in.
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL'] as const) if (!extra[name]) delete env[name];
  const server = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, bundlePath], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  return new Promise<string>((resolve, reject) => {
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
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

export async function teardown() {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        return exited;
      }),
  );
  await localModel?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
