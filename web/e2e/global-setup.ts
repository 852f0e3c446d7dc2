import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
  }
}

/** Build the web app, start the API on a free port over a fresh embedded database with the demo data. */
export async function setup(project: TestProject) {
  const chromePath = ensureChromium();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-e2e-'));
  // A build of its own, so parallel runs never share web/dist.
  const webDist = path.join(dataDir, 'web');
  execSync(`npx vite build --logLevel error --outDir ${webDist} --emptyOutDir`, {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    OWNER_EMAIL: 'owner@spanner.com.au',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'api/src/main.ts')], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 120_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/serving on (http:\/\/[\d.:]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server!.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  project.provide('baseUrl', baseUrl);
  project.provide('chromePath', chromePath);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
