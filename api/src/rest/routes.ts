import { authRoutes } from './auth.handlers.ts';
import { billingRoutes } from './billing.handlers.ts';
import { customersRoutes } from './customers.handlers.ts';
import { equipmentRoutes } from './equipment.handlers.ts';
import { filesRoutes } from './files.handlers.ts';
import { importsRoutes } from './imports.handlers.ts';
import { itemPresetsRoutes } from './item-presets.handlers.ts';
import { jobsRoutes } from './jobs.handlers.ts';
import { membersRoutes } from './members.handlers.ts';

/** Every REST compatibility route, in one list: the router serves it and the OpenAPI document describes it. */
export const restRoutes = [
  ...authRoutes,
  ...filesRoutes,
  ...customersRoutes,
  ...equipmentRoutes,
  ...importsRoutes,
  ...membersRoutes,
  ...itemPresetsRoutes,
  ...jobsRoutes,
  ...billingRoutes,
];
