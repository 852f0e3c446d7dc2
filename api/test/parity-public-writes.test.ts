import { checkRows, parityApp, ROUTES } from './parity/check-rows.ts';
import { isWrite, ROWS } from './parity/routes.ts';

// Parity, part three: every public write route (a customer's quote, invoice and booking links, sign-in, password
// reset) gives each caller the policy's outcome over REST and GraphQL (parity/check-rows.ts). Every kind of caller
// may call most of them, so each call spends a fresh link: the costliest rows, in a file of their own beside
// parity-writes.test.ts.

checkRows(
  ROWS.filter((row) => isWrite(row) && ROUTES.get(row.route)?.access === 'public'),
  parityApp(),
);
