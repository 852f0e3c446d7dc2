// Apply pending migrations: `npm run db:migrate` (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set).
import { loadConfig } from '../src/config.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openDatabaseFromConfig } from '../src/db/open.ts';

const database = await openDatabaseFromConfig(loadConfig());
try {
  const applied = await applyMigrations(database.adapter);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
