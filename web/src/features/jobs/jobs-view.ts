import { DEFAULT_JOB_VIEW, JOB_VIEWS, type JobViewValue } from '@rules/job-status';

/** The view /jobs opens on: the address's ?view=…, else Today & upcoming (read by the route and by JobsPage). */
export function jobsViewOf(search: URLSearchParams): JobViewValue {
  const view = search.get('view');
  return JOB_VIEWS.includes(view as JobViewValue) ? (view as JobViewValue) : DEFAULT_JOB_VIEW;
}
