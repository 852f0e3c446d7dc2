import { DEFAULT_VISIT_MINUTES, DURATION_CHOICES, durationText } from '@rules/job-duration';
import { JOB_STATUS_LABELS, JOB_STATUSES, JOB_TYPE_LABELS, JOB_TYPES, jobMessages } from '@rules/job-status';
import { SERVICE_FOLLOW_UP_HELP } from '@rules/service-follow-up';
import { fromLocalInput, toLocalInput } from '@rules/zoned-time';
import { Banner, Button, Form, FormActions, type Key, Select, TextArea, TextField } from '@spanner/design-system';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { JobStatus, JobType } from '../../gql/graphql';
import { type CustomerChoice, CustomerPicker } from '../../kit/pickers/CustomerPicker';
import { type EquipmentChoice, EquipmentPicker } from '../../kit/pickers/EquipmentPicker';
import { focusFirstError } from '../../lib/focus-first-error';
import { useTimeZone } from '../../lib/time-zone';
import { type LocalSchedule, ScheduleFields } from './ScheduleFields';
import { TechniciansField } from './TechniciansField';

/** What the form starts from: a blank job, or the job being edited. */
export interface JobFormInitial {
  title?: string;
  jobType?: JobType | null;
  description?: string | null;
  status?: JobStatus;
  scheduledAt?: string | null;
  durationMinutes?: number | null;
  customer?: CustomerChoice | null;
  equipment?: EquipmentChoice[];
  technicianIds?: string[];
  /** The job was completed: its status stays Done. */
  completed?: boolean;
}

/** What the form sends: the fields of createJob / updateJob. */
export interface JobFormValues {
  title: string;
  jobType: JobType | null;
  description: string | null;
  status?: JobStatus;
  scheduledAt: string | null;
  durationMinutes: number | null;
  customerId: string | null;
  equipmentIds: string[];
  assignedTechIds: string[];
}

/** The standard hour first (a job without a duration is drawn as one), then the other lengths. */
const DURATION_OPTIONS = [
  { id: 'standard', label: `Standard (${durationText(DEFAULT_VISIT_MINUTES)})` },
  ...DURATION_CHOICES.filter((m) => m !== DEFAULT_VISIT_MINUTES).map((m) => ({ id: String(m), label: durationText(m) })),
];
const TYPE_OPTIONS = JOB_TYPES.map((t) => ({ id: t, label: JOB_TYPE_LABELS[t] }));
const STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ id: s, label: JOB_STATUS_LABELS[s] }));
const COMPLETE_ON_SAVE_HELP = 'Saving opens Complete, which records the work, its charges and any follow-up';
const COMPLETED_STATUS_HELP = 'This job has been completed, so its status stays Done';

/**
 * The job form of /jobs/new and /jobs/{id}/edit (spec part 1 §2 "Job creation", part 2 §2 "Job edit"): title,
 * type, description, status (edit), customer, schedule in the organisation's time zone, equipment and technicians.
 * `onSubmit` answers an error to show, or null when saved.
 */
export function JobForm({
  initial = {},
  withStatus = false,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  initial?: JobFormInitial;
  withStatus?: boolean;
  submitLabel: string;
  onSubmit: (values: JobFormValues) => Promise<string | null>;
  onCancel: () => void;
  /** Shown before the buttons (the edit page's photos). */
  children?: ReactNode;
}) {
  const timeZone = useTimeZone();
  const [title, setTitle] = useState(initial.title ?? '');
  const [jobType, setJobType] = useState<Key | null>(initial.jobType ?? null);
  const [description, setDescription] = useState(initial.description ?? '');
  const [status, setStatus] = useState<Key>(initial.status ?? 'new');
  const [customer, setCustomer] = useState<CustomerChoice | null>(initial.customer ?? null);
  const [schedule, setSchedule] = useState<LocalSchedule>(
    initial.scheduledAt ? toLocalInput(initial.scheduledAt, timeZone) : { date: '', time: '' },
  );
  const [duration, setDuration] = useState<Key>(initial.durationMinutes ? String(initial.durationMinutes) : 'standard');
  const [equipment, setEquipment] = useState<EquipmentChoice[]>(initial.equipment ?? []);
  const [technicianIds, setTechnicianIds] = useState<string[]>(initial.technicianIds ?? []);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Done is reached only through Complete: choosing it saves the rest and opens Complete on the job.
  const completing = withStatus && status === 'done' && initial.status !== 'done';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const form = e.currentTarget as HTMLElement;
    if (!title.trim() || schedule.dateError) {
      if (!title.trim()) setTitleError(jobMessages.titleRequired);
      focusFirstError(form);
      return;
    }
    const scheduledAt = schedule.date ? fromLocalInput(schedule.date, schedule.time, timeZone) : null;
    if (schedule.date && !scheduledAt) {
      setError('Scheduled time must be a valid date and time');
      return;
    }
    setSaving(true);
    try {
      const problem = await onSubmit({
        title: title.trim(),
        jobType: (jobType as JobType | null) ?? null,
        description: description.trim() || null,
        ...(withStatus ? { status: status as JobStatus } : {}),
        scheduledAt,
        durationMinutes: duration === 'standard' ? null : Number(duration),
        customerId: customer?.id ?? null,
        equipmentIds: equipment.map((u) => u.id),
        assignedTechIds: technicianIds,
      });
      if (problem) {
        if (problem === jobMessages.titleRequired) setTitleError(problem);
        else setError(problem);
        focusFirstError(form);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      {error && <Banner tone="error" title={error} />}
      <TextField
        label="Title"
        isRequired
        value={title}
        onChange={(v) => {
          setTitle(v);
          if (v.trim()) setTitleError(undefined);
        }}
        errorMessage={titleError}
        placeholder="e.g. Annual service – 2 split systems"
      />
      <Select
        label="Job type"
        placeholder="Choose a type (optional)"
        items={TYPE_OPTIONS}
        value={jobType}
        onChange={setJobType}
        description={SERVICE_FOLLOW_UP_HELP}
      />
      {withStatus && (
        <Select
          label="Status"
          items={STATUS_OPTIONS}
          value={status}
          onChange={(k) => setStatus(k ?? 'new')}
          isDisabled={initial.completed}
          description={initial.completed ? COMPLETED_STATUS_HELP : completing ? COMPLETE_ON_SAVE_HELP : undefined}
        />
      )}
      <TextArea label="Description" value={description} onChange={setDescription} rows={3} />
      <CustomerPicker
        value={customer?.id ?? null}
        initial={initial.customer ?? null}
        onChange={(c) => {
          // Another customer's equipment does not belong on the job.
          if (customer && c.id !== customer.id) setEquipment([]);
          setCustomer(c);
        }}
      />
      <ScheduleFields value={schedule} onChange={setSchedule} />
      <Select
        label="Duration"
        items={
          // A length set through the API that the choices lack stays choosable.
          duration !== 'standard' && !DURATION_OPTIONS.some((o) => o.id === duration)
            ? [...DURATION_OPTIONS, { id: String(duration), label: durationText(Number(duration)) }]
            : DURATION_OPTIONS
        }
        value={duration}
        onChange={(k) => setDuration(k ?? 'standard')}
        description="How long the visit is booked for on the schedule"
      />
      <EquipmentPicker customerId={customer?.id ?? null} value={equipment} onChange={setEquipment} />
      <TechniciansField value={technicianIds} onChange={setTechnicianIds} />
      {children}
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={saving}>
          {completing ? `${submitLabel} and Complete` : submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
