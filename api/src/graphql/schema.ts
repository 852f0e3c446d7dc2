import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/errors.ts';
import './types/accounts.ts';
import './types/support.ts';
import './types/customers.ts';
import './types/equipment.ts';
import './types/jobs.ts';
import './types/jobs-records.ts';
import './types/jobs-completed.ts';
import './types/job-history.ts';
import './types/imports.ts';
import './types/members.ts';
import './types/item-presets.ts';
import './types/schedule.ts';
import './types/policy.ts';
import './types/billing.ts';

export const schema = builder.toSchema({ sortSchema: true });
