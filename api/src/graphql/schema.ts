import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/errors.ts';
import './types/accounts.ts';
import './types/support.ts';
import './types/customers.ts';
import './types/equipment.ts';
import './types/jobs.ts';

export const schema = builder.toSchema({ sortSchema: true });
