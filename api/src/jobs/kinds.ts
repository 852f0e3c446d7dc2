import type { JobKind } from './job-kind.ts';

/**
 * Every job kind the app runs: each area defines its kind beside its code (defineJobKind) and lists it here, so the
 * API processes and `npm run worker` register the same ones.
 */
export const JOB_KINDS: JobKind[] = [];
