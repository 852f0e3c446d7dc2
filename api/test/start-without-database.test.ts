import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { databaseForProcess } from './database.ts';
import { startTcpGate } from './fault-proxy.ts';
import { spawnSpanner } from './spanner-process.ts';

// A process started while its database is out of reach (an orchestrator replacing a crashed process during a
// database restart) waits for the database and then serves, instead of exiting from its migration step. PostgreSQL
// only: the embedded database is in the process itself.

describe.skipIf(!process.env.DATABASE_URL)('a process started while PostgreSQL is away', () => {
  it('waits for the database, then migrates and serves', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-wait-db-'));
    const database = await databaseForProcess(dataDir);
    const direct = new URL(database.env.DATABASE_URL);
    const gate = await startTcpGate({ host: direct.hostname, port: Number(direct.port || 5432) });
    const gated = new URL(direct);
    gated.hostname = gate.host;
    gated.port = String(gate.port);
    gate.shut();
    const spanner = spawnSpanner(
      { ...database.env, DATABASE_URL: gated.toString(), WEB_DIST: path.join(dataDir, 'no-web') },
      inject('processBundle'),
    );
    spanner.catch(() => {});
    try {
      // It tried, was refused, and tried again: it is waiting, not gone (had it exited, `spanner` rejects here).
      await Promise.race([gate.refusal(), spanner]);
      await Promise.race([gate.refusal(), spanner]);
      gate.open();
      const { url, output } = await spanner;
      expect(output()).toContain('database: out of reach, waiting');
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      (await spanner.catch(() => null))?.child.kill('SIGKILL');
      await gate.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
