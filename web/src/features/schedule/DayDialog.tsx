import { Dialog, Modal } from '@spanner/design-system';
import { useMemo } from 'react';
import { LoadFailure } from '../../kit/LoadFailure';
import { dayText } from './calendar';
import { JobRows } from './JobRow';
import type { ScheduleJob } from './schedule-job';
import { useScheduleRange } from './use-schedule-range';

export interface DayDialogProps {
  day: string | null;
  jobs: readonly ScheduleJob[];
  /** Why the day's jobs could not be loaded. */
  error?: unknown;
  onClose: () => void;
}

/** The day dialog (spec part 1 §2): every job of the day, soonest first, each opening the job. */
export function DayDialog({ day, jobs, error, onClose }: DayDialogProps) {
  return (
    <Modal isOpen={day !== null} onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={day ? dayText(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : ''}>
        {error ? (
          <LoadFailure title="Failed to load schedule" error={error} />
        ) : (
          <JobRows jobs={jobs} empty="No jobs scheduled for this day." />
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * The month view's day dialog: the month grid holds only a day's first pills, so the whole day is read
 * (`jobsInRange` for that day, live like the week) when it is asked for, and the dialog opens once it has them.
 */
export function LoadedDayDialog({ day, technicianId, onClose }: { day: string | null; technicianId: string | null; onClose: () => void }) {
  const days = useMemo(() => (day ? [day] : []), [day]);
  const { byDay, loaded, error } = useScheduleRange(days, technicianId);
  const ready = day !== null && (loaded || !!error);
  return <DayDialog day={ready ? day : null} jobs={(day && byDay.get(day)) || []} error={error} onClose={onClose} />;
}
