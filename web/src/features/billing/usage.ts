import { isValidUsage as validUsage } from '@rules/usage';
import type { Usage } from './billing-api';

/** Spec part 1 §5 (the rule lives in api/src/rules/usage.ts), typed for the web. */
export const isValidUsage = (value: unknown): value is Usage => validUsage(value);

export const USAGE_ERROR = 'Unable to load usage data';
