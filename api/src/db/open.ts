import path from 'node:path';
import type { Config } from '../config.ts';
import { metricsServed } from '../metrics/serve-metrics.ts';
import { openDatabase } from './client.ts';

/**
 * The app's database per configuration: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. Statements
 * are timed for the metrics when /metrics is served.
 */
export function openDatabaseFromConfig(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'METRICS_TOKEN' | 'NODE_ENV'>) {
  const timeStatements = metricsServed(config);
  return openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, timeStatements }
      : { pgliteDir: path.join(config.DATA_DIR, 'pglite'), timeStatements },
  );
}
