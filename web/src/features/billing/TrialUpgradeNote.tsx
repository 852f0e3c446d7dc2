import { trialUpgradeNote } from '@rules/plans';
import { useViewer } from '../../lib/viewer';
import * as css from './billing.css';

/** Beside the plan cards during a running trial: what upgrading now does to the days left (rules/plans.ts). */
export function TrialUpgradeNote() {
  const { viewer } = useViewer();
  const s = viewer?.org.subscription;
  const note = s?.status === 'trial' ? trialUpgradeNote(s.trialEnd) : null;
  return note ? <p className={css.note}>{note}</p> : null;
}
