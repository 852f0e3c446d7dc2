import type { BoundRoute } from './contract.ts';

// REST compatibility routes for jobs (issue 4): contracts in jobs.contract.ts, implemented here.
export const jobsRoutes: BoundRoute[] = [];
