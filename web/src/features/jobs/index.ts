// What other features use from jobs. Import from here, never from a file inside the folder.

export { TechnicianDots } from './TechnicianDots';
