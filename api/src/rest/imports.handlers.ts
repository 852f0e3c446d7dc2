import type { BoundRoute } from './contract.ts';

// REST compatibility routes for imports (issue 4): contracts in imports.contract.ts, implemented here.
export const importsRoutes: BoundRoute[] = [];
