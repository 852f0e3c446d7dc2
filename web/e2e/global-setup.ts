import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { e2eWorkers } from './workers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const servers: ChildProcess[] = [];
let dataDir: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker n talks to baseUrls[n - 1] (see browser.ts). */
    baseUrls: string[];
    /** Each server's DATA_DIR, in the order of baseUrls: its local mailbox (DATA_DIR/mailbox) is the recipients' mail. */
    dataDirs: string[];
    chromePath: string;
  }
}

/**
 * Build the web app once, then start one API server per test worker, each over its own fresh embedded database
 * with the demo data, so test files run side by side without seeing each other's changes.
 */
export async function setup(project: TestProject) {
  const chromePath = ensureChromium();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-e2e-'));
  // A build of its own, so parallel runs never share web/dist.
  const webDist = path.join(dataDir, 'web');
  const build = (args: string) =>
    execSync(`npx vite build --logLevel error ${args}`, {
      cwd: path.join(root, 'web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  build(`--outDir ${webDist} --emptyOutDir`);
  // The public site's server renderer, where the API looks for it (WEB_DIST/server): as `npm run build -w web` does.
  build(`--ssr src/public/entry-server.tsx --outDir ${path.join(webDist, 'server')}`);
  // The API as production runs it: the bundle `npm start` builds (api/scripts/build.mjs), on plain Node.
  const { buildApi, bundlePath } = await import(path.join(root, 'api/scripts/build.mjs'));
  await buildApi();
  const dataDirs = Array.from({ length: e2eWorkers() }, (_, i) => path.join(dataDir!, `db-${i + 1}`));
  const baseUrls = await Promise.all(dataDirs.map((dir) => startServer(bundlePath, dir, webDist)));
  project.provide('baseUrls', baseUrls);
  project.provide('dataDirs', dataDirs);
  project.provide('chromePath', chromePath);
}

async function startServer(bundlePath: string, serverDir: string, webDist: string): Promise<string> {
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
    // webhooks.e2e.test.ts points an endpoint at a receiver it starts on 127.0.0.1 (plain http, a loopback address).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['--enable-source-maps', bundlePath], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 180_000);
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
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
