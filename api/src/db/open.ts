import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';

/** The app's database per configuration: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabaseFromConfig(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>) {
  return openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: path.join(config.DATA_DIR, 'pglite') });
}
