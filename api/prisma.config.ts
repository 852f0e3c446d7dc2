// For the standard Prisma CLI where its native engine can be downloaded. Day to day, migrations run through
// the WASM schema engine (src/db/migrate.ts) so they also work offline and on the embedded PGlite database.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/spanner' },
});
