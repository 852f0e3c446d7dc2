import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { databaseForProcess } from './database.ts';

/**
 * Worker processes for a killed-worker test: each runs `childFile` (tsx) on one database of the test's own — on
 * PGlite a data folder the next process opens after the killed one; on PostgreSQL (DATABASE_URL) a shared database —
 * with its stdout lines and stderr kept. Every process left, the database and the folder go when the file ends.
 */
export async function workerProcesses(childFile: string, folderPrefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const database = await databaseForProcess(dataDir);
  const processes: ChildProcess[] = [];
  afterAll(async () => {
    for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return function worker(env: Record<string, string>) {
    const proc = spawn(process.execPath, ['--import', 'tsx', childFile], {
      env: { ...process.env, ...database.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(proc);
    const lines: string[] = [];
    let errors = '';
    proc.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    proc.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    return { proc, lines, errors: () => errors, exited };
  };
}
