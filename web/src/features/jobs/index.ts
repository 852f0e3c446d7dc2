// What other features use from jobs. Import from here, never from a file inside the folder.

export { JobHistory, JobHistoryFields, ServiceHistory } from './JobHistory';
export { TechnicianDots } from './TechnicianDots';
