import { JOB_STATUS_LABELS, JOB_STATUSES } from '@rules/job-status';
import { jobStatusTone } from '@rules/status-tones';
import * as css from './schedule.css';

/** What the pill colours mean: each job status in its colour, as the calendar draws it. */
export function StatusLegend() {
  return (
    <ul className={css.legend} aria-label="Status colours">
      {JOB_STATUSES.map((status) => (
        <li key={status} className={`${css.legendSwatch} ${css.pillTone[jobStatusTone(status)]}`}>
          {JOB_STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  );
}
