import { importCsv } from '../domain/imports/import-csv.ts';
import { type BoundRoute, implement } from './contract.ts';
import { importsContract } from './imports.contract.ts';

// REST compatibility routes for imports (issue 4): contracts in imports.contract.ts, implemented here.
export const importsRoutes: BoundRoute[] = implement(importsContract, {
  customers: ({ ctx, file }) => importCsv(ctx, 'customers', file),
  equipment: ({ ctx, file }) => importCsv(ctx, 'equipment', file),
});
