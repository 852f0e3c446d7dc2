import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A process with the guard installed, then a rejection nobody awaits: pg-boss's own `complete` on a database that
// has gone away (its real code and stack), or any other promise. Run in a child process: Node ends a process on
// an unhandled rejection, which is the behaviour under test.
const guard = path.resolve(import.meta.dirname, 'queue-floating-rejections.ts');

function runWithGuard(floating: string) {
  const script = `
    import PgBoss from 'pg-boss';
    import { outliveQueueFloatingRejections } from ${JSON.stringify(guard)};
    outliveQueueFloatingRejections((err, message) => console.log('logged:', message, err.message));
    const boss = new PgBoss({ db: { executeSql: async () => { throw new Error('Connection terminated unexpectedly'); } } });
    void boss;
    ${floating};
    setTimeout(() => console.log('still running'), 200);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
}

describe('a process with the job queue', () => {
  it("outlives pg-boss's own unawaited complete failing on a dropped connection, and says so", () => {
    const run = runWithGuard(`boss.complete('__pgboss__send-it', '5b7c7a1e-1f1a-4c8e-9a43-3f2b0a6c1d10')`);
    expect(run.stdout).toContain('logged: job queue: pg-boss could not record a job of its own');
    expect(run.stdout).toContain('still running');
    expect(run.status).toBe(0);
  });

  it('still ends on any other unhandled rejection, as Node does', () => {
    const run = runWithGuard(`Promise.reject(new Error('a bug of ours'))`);
    expect(run.stdout).not.toContain('still running');
    expect(run.stderr).toContain('a bug of ours');
    expect(run.status).not.toBe(0);
  });
});
