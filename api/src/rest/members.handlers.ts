import type { BoundRoute } from './contract.ts';

// REST compatibility routes for members (issue 4): contracts in members.contract.ts, implemented here.
export const membersRoutes: BoundRoute[] = [];
