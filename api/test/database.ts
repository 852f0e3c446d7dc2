import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase, openPglite } from '../src/db/client.ts';
import { withServer } from './database-server.ts';

// Test databases are clones of one migrated template that test/global-setup.ts makes once per run: a dumped PGlite
// data directory by default, a PostgreSQL template database when DATABASE_URL is set. Each test worker opens one
// clone and keeps it for every file it runs (files isolate themselves by making their own organisations);
// a file that needs an empty database asks for a fresh clone of its own.

let statements = 0;
let recording: string[] | undefined;
/** SQL statements sent through the worker's database so far (TestApp.countQueries reads the difference). */
export const statementsSoFar = () => statements;
const countStatement = (sql: string) => {
  statements++;
  recording?.push(sql);
};

/** The text of the SQL statements `run` sends through the worker's database. */
export async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  recording = sent;
  try {
    await run();
  } finally {
    recording = undefined;
  }
  return sent;
}

let shared: Promise<Database> | undefined;

/** The worker's migrated database, opened on first use and shared by every file the worker runs. */
export function workerDatabase(): Promise<Database> {
  shared ??= cloneTemplate(countStatement);
  return shared;
}

/** A migrated database of its own for one file (closed, and on PostgreSQL dropped, by `close`). */
export function freshDatabase(): Promise<Database> {
  return cloneTemplate();
}

async function cloneTemplate(onQuery?: (sql: string) => void): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const pglite = await openPglite({ loadDataDir: new Blob([fs.readFileSync(template.dump)]) });
    return openDatabase({ pglite, onQuery });
  }
  const name = `${template.clonePrefix}${randomBytes(4).toString('hex')}`;
  await copyTemplate(template.serverUrl, name, template.name);
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), onQuery });
  return {
    ...database,
    async close() {
      await database.close();
      await withServer(template.serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A migrated database for a Spanner process the test spawns (its environment): on PGlite the template loaded into
 * `dataDir`/pglite (where the process's DATA_DIR opens it), on PostgreSQL a copy of the template (dropped by `drop`).
 */
export async function databaseForProcess(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const pglite = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([fs.readFileSync(template.dump)]) });
    await pglite.close();
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `${template.clonePrefix}${randomBytes(4).toString('hex')}`;
  await copyTemplate(template.serverUrl, name, template.name);
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await withServer(template.serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * `CREATE DATABASE … TEMPLATE`, retried while another copy of the same template is under way: PostgreSQL refuses a
 * copy while anything else uses the template ('source database … is being accessed by other users', 55006), and
 * workers and files with a database of their own copy it at the same moment.
 */
async function copyTemplate(serverUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}

export type TestDatabaseTemplate =
  | { kind: 'pglite'; dump: string }
  | { kind: 'postgres'; serverUrl: string; name: string; clonePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
    /** The API bundled as production runs it, for tests that spawn real processes (spanner-process.ts). */
    processBundle: string;
  }
}
