// What other features use from schedule. Import from here, never from a file inside the folder.
export { JobRows } from './JobRow';
export { useScheduleChanges } from './use-schedule-changes';
