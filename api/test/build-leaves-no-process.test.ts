// `npm start` builds the API bundle in its own process and then serves from it: the build must not leave esbuild's
// service process (about 100 MB) running beside the server for the server's life.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const api = path.resolve(import.meta.dirname, '..');
const outfile = path.join(api, 'dist', `main-build-check-${process.pid}.mjs`);

afterAll(() => {
  for (const file of [outfile, `${outfile}.map`]) fs.rmSync(file, { force: true });
});

/** The running (not yet reaped or exiting) children of a process, by their command name. */
function childrenOf(pid: number): string[] {
  const ids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean);
  return ids.flatMap((id) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      return /^State:\s+Z/m.test(status) ? [] : [status.match(/^Name:\s+(.*)$/m)?.[1] ?? id];
    } catch {
      return [];
    }
  });
}

it('leaves no esbuild process behind once the bundle is built', { timeout: 120_000 }, async () => {
  // A process like `npm start`'s: it builds, says so, and stays up as the server would.
  const script = `const { buildApi } = await import(${JSON.stringify(path.join(api, 'scripts', 'build.mjs'))});
await buildApi(${JSON.stringify(outfile)}); console.log('built'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    while (!out.includes('built')) await once(child.stdout, 'data');
    expect(fs.existsSync(outfile)).toBe(true);
    // esbuild's service is told to stop when the build ends; give it the moment it takes to exit, then look.
    const deadline = Date.now() + 20_000;
    while (childrenOf(child.pid as number).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(childrenOf(child.pid as number)).toEqual([]);
  } finally {
    child.kill();
  }
});
