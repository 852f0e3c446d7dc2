// What other features use from job profit (docs/timesheets.md → Screens). Import from here.

export { JobProfitSection } from './JobProfitSection';
