// Seed the demo business: `npm run db:seed` (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set). Applies
// pending migrations first, and seeds only an empty database (the same rule as `npm start` with SEED_DEMO).
import { isDatabaseEmpty, seedDemo } from '../prisma/seed/demo.ts';
import { loadConfig } from '../src/config.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openDatabaseFromConfig } from '../src/db/open.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  const applied = await applyMigrations(database.adapter);
  if (applied.length) console.log(`applied: ${applied.join(', ')}`);
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    await seedDemo(database.db, { ownerEmail: config.OWNER_EMAIL });
    console.log(`seeded the demo business in ${Date.now() - started} ms (logins in README.md)`);
  } else {
    console.log('the database already has data: nothing seeded (seed an empty database)');
  }
} finally {
  await database.close();
}
