import { Dialog, Modal } from '@spanner/design-system';
import { dayText } from './calendar';
import { JobRows } from './JobRow';
import type { ScheduleJob } from './schedule-job';

/** The day dialog (spec part 1 §2): every job of the day, soonest first, each opening the job. */
export function DayDialog({ day, jobs, onClose }: { day: string | null; jobs: readonly ScheduleJob[]; onClose: () => void }) {
  return (
    <Modal isOpen={day !== null} onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={day ? dayText(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : ''}>
        <JobRows jobs={jobs} empty="No jobs scheduled for this day." />
      </Dialog>
    </Modal>
  );
}
