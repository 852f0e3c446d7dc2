import { checkRows, parityApp } from './parity/check-rows.ts';
import { isWrite, ROWS } from './parity/routes.ts';

// Parity, part two: every write route (POST, PUT, PATCH, DELETE) gives each caller the policy's outcome over REST
// and GraphQL, with the same fields and audit (parity/check-rows.ts). The table and the reads are parity.test.ts.

checkRows(ROWS.filter(isWrite), parityApp());
