// `npm run db:seed`: seed the demo business (public demo passwords) into an empty database. Running it is the
// explicit request the demo data needs on PostgreSQL; never run it against a production database.
import { isDatabaseEmpty, seedDemo } from '../prisma/seed/demo.ts';
import { loadConfig } from '../src/config.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { openDatabaseFromConfig } from '../src/db/open.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await applyMigrations(database.adapter);
  if (!(await isDatabaseEmpty(database.db))) {
    console.log('The database is not empty: nothing seeded.');
  } else {
    await seedDemo(database.db, { ownerEmail: config.OWNER_EMAIL });
    console.log('Seeded the demo business (logins in README.md).');
  }
} finally {
  await database.close();
}
