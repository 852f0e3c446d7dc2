import { checkRows, parityApp, ROUTES } from './parity/check-rows.ts';
import { isWrite, ROWS } from './parity/routes.ts';

// Parity, part two: every write route (POST, PUT, PATCH, DELETE) a member's or staff's session reaches gives each
// caller the policy's outcome over REST and GraphQL, with the same fields and audit (parity/check-rows.ts). The
// public writes (links, sign-in) are parity-public-writes.test.ts; the table and the reads are parity.test.ts. Three
// files, each with its own app and fixture, so the API suite's workers share the rows.

checkRows(
  ROWS.filter((row) => isWrite(row) && ROUTES.get(row.route)?.access !== 'public'),
  parityApp(),
);
