// What other features use from schedule. Import from here, never from a file inside the folder.
export { JobRows } from './JobRow';
export type { ScheduleJob } from './schedule-job';
export { useScheduleChanges } from './use-schedule-changes';
