import { checkShift, type SegmentKind } from '@rules/timesheet';
import { addDays, fromLocalInput, toLocalInput } from '@rules/zoned-time';
import { Button, Grid, Select, Stack, TextField, visuallyHidden } from '@spanner/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import type { ShiftFieldsFragment, ShiftSegmentInput } from '../../gql/graphql';

// A finished shift's segments as rows to change (docs/timesheets.md → Screens): each row's kind, the job for work,
// start and end (wall times of the shift's day; on a night shift a time before the shift's start is the next day),
// Remove; Add work / travel / break. The job hours of the shift are these segments, so what is saved here is what the
// jobs' diaries show. Work is only on a job the form can name: the shift's own jobs and any its owner offers.

const TIME = /^\d{2}:\d{2}$/;

/** A segment as the form edits it: wall times (HH:MM) of the shift's day (or the next, on a night shift). */
export interface SegmentRow {
  /** The segment's id, or `new-N` for one added here. */
  key: string;
  kind: SegmentKind;
  jobId: string | null;
  start: string;
  end: string;
}

export interface JobChoice {
  id: string;
  title: string;
}

const KIND_OPTIONS: { id: SegmentKind; label: string }[] = [
  { id: 'work', label: 'Work' },
  { id: 'travel', label: 'Travel' },
  { id: 'break', label: 'Break' },
];

/** The shift's finished segments as rows. */
export const rowsOf = (shift: ShiftFieldsFragment, timeZone: string): SegmentRow[] =>
  shift.segments
    .filter((s) => s.end)
    .map((s) => ({
      key: s.id,
      kind: s.kind,
      jobId: s.jobId ?? null,
      start: toLocalInput(s.start, timeZone).time,
      end: toLocalInput(s.end ?? s.start, timeZone).time,
    }));

/** The jobs a work row may be on: the shift's own (as loaded) and those the owner offers, each once. */
export function jobChoicesOf(shift: ShiftFieldsFragment | undefined, offered: readonly JobChoice[] = []): JobChoice[] {
  const all = [...(shift?.segments ?? []).flatMap((s) => (s.jobId ? [{ id: s.jobId, title: s.jobTitle ?? 'A job' }] : [])), ...offered];
  return all.filter((j, i) => all.findIndex((o) => o.id === j.id) === i);
}

/**
 * A wall time of the shift as an instant: the shift's day, or the next day on a night shift (`nightFrom`: the shift's
 * start time) when the time is before the shift's start.
 */
const instantOf = (day: string, time: string, nightFrom: string | null, timeZone: string) =>
  fromLocalInput(nightFrom !== null && time < nightFrom ? addDays(day, 1) : day, time, timeZone) ?? '';

/** The rows as the API takes them (in the rows' order, so `segments.N` in an answer is row N + 1). */
export const segmentsOf = (rows: readonly SegmentRow[], day: string, nightFrom: string | null, timeZone: string): ShiftSegmentInput[] =>
  rows.map((r) => ({
    kind: r.kind,
    start: instantOf(day, r.start, nightFrom, timeZone),
    end: instantOf(day, r.end, nightFrom, timeZone),
    jobId: r.kind === 'work' ? r.jobId : null,
  }));

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/**
 * The form's own checks of the rows, by the API's keys (`segments.2.end`, `segments.2`, `segments.2.jobId`): each
 * time given, then the rules' own checks (ends after it starts, inside the shift, no overlap, work on a job).
 */
export function checkRows(
  rows: readonly SegmentRow[],
  shift: { day: string; start: string; end: string; nightFrom: string | null },
  timeZone: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  rows.forEach((r, i) => {
    if (!TIME.test(r.start)) found[`segments.${i}.start`] = 'Enter the time the segment started';
    if (!TIME.test(r.end)) found[`segments.${i}.end`] = 'Enter the time the segment finished';
  });
  if (Object.keys(found).length) return found;
  const segments = segmentsOf(rows, shift.day, shift.nightFrom, timeZone);
  const ruled = checkShift({
    start: minuteOf(shift.start),
    end: minuteOf(shift.end),
    segments: segments.map((s, i) => ({
      kind: s.kind,
      start: minuteOf(s.start),
      end: minuteOf(s.end),
      jobId: s.kind === 'work' ? (rows[i]?.jobId ?? null) : null,
    })),
  });
  return Object.fromEntries(Object.entries(ruled).filter(([k]) => k.startsWith('segments.')));
}

let added = 0;

export function SegmentsEditor({
  rows,
  onChange,
  jobs,
  errors,
  nightFrom,
}: {
  rows: SegmentRow[];
  onChange: (rows: SegmentRow[]) => void;
  /** The jobs work may be on (jobChoicesOf). */
  jobs: readonly JobChoice[];
  /** Field messages by the API's keys (`segments.N…`, `segments`). */
  errors: Record<string, string>;
  /** On a night shift, its start time: a time before it is on the next day. Null otherwise. */
  nightFrom: string | null;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the row just added (its first field), or on the list after a removal.
  const [focus, setFocus] = useState<{ key: string | null } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = focus.key
      ? box.current?.querySelector<HTMLElement>(`[data-row="${focus.key}"] button`)
      : box.current?.querySelector<HTMLElement>(`[id="${CSS.escape(titleId)}"]`);
    target?.focus();
    setFocus(null);
  }, [focus, titleId]);
  const change = (i: number, patch: Partial<SegmentRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const add = (kind: SegmentKind) => {
    // A new segment starts where the last one ended, so a forgotten leg or break is a time or two away.
    const last = rows[rows.length - 1];
    added += 1;
    setFocus({ key: `new-${added}` });
    onChange([
      ...rows,
      {
        key: `new-${added}`,
        kind,
        jobId: kind === 'work' && jobs.length === 1 ? (jobs[0]?.id ?? null) : null,
        start: last?.end ?? '',
        end: '',
      },
    ]);
  };
  const nextDay = (time: string) => (nightFrom !== null && TIME.test(time) && time < nightFrom ? 'Next day' : undefined);
  const field = (key: string, rowKey: string) => ({
    errorMessage: errors[key],
    isInvalid: !!errors[key] || !!errors[rowKey],
  });

  return (
    <div ref={box}>
      <Stack gap="3" role="group" aria-labelledby={titleId}>
        <strong id={titleId} tabIndex={-1}>
          Work, travel and breaks
        </strong>
        {rows.length === 0 && <p>None yet: time outside these is work on no job.</p>}
        {errors.segments && <span role="alert">{errors.segments}</span>}
        {rows.map((row, i) => {
          const n = i + 1;
          const name = `Segment ${n}`;
          const rowKey = `segments.${i}`;
          const label = (text: string) => (
            <>
              <span className={visuallyHidden}>{name}</span> {text}
            </>
          );
          // Work may become travel or a break; travel or a break becomes work only when a job can be named.
          const kinds = jobs.length > 0 || row.kind === 'work' ? KIND_OPTIONS : KIND_OPTIONS.filter((k) => k.id !== 'work');
          return (
            <Stack key={row.key} gap="2" role="group" aria-label={name} data-row={row.key}>
              <strong aria-hidden="true">{name}</strong>
              <Grid gap="2" min="sm">
                <Select
                  label={label('Kind')}
                  items={kinds}
                  value={row.kind}
                  onChange={(k) => {
                    const kind = (k ?? row.kind) as SegmentKind;
                    change(i, { kind, jobId: kind === 'work' ? (row.jobId ?? (jobs.length === 1 ? (jobs[0]?.id ?? null) : null)) : null });
                  }}
                  {...field(`${rowKey}.kind`, rowKey)}
                />
                {row.kind === 'work' && (
                  <Select
                    label={label('Job')}
                    placeholder="Choose the job"
                    items={jobs.map((j) => ({ id: j.id, label: j.title }))}
                    value={row.jobId}
                    onChange={(k) => change(i, { jobId: k === null ? null : String(k) })}
                    {...field(`${rowKey}.jobId`, rowKey)}
                  />
                )}
                <TextField
                  label={label('Start')}
                  type="time"
                  value={row.start}
                  onChange={(start) => change(i, { start })}
                  description={nextDay(row.start)}
                  {...field(`${rowKey}.start`, rowKey)}
                />
                <TextField
                  label={label('End')}
                  type="time"
                  value={row.end}
                  onChange={(end) => change(i, { end })}
                  description={nextDay(row.end)}
                  {...field(`${rowKey}.end`, rowKey)}
                />
              </Grid>
              {errors[rowKey] && <span role="alert">{errors[rowKey]}</span>}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Remove segment ${n}`}
                  onPress={() => {
                    setFocus({ key: null });
                    onChange(rows.filter((_, j) => j !== i));
                  }}
                >
                  Remove
                </Button>
              </div>
            </Stack>
          );
        })}
        <Stack direction="row" gap="2">
          {jobs.length > 0 && (
            <Button size="sm" variant="secondary" onPress={() => add('work')}>
              Add work
            </Button>
          )}
          <Button size="sm" variant="secondary" onPress={() => add('travel')}>
            Add travel
          </Button>
          <Button size="sm" variant="secondary" onPress={() => add('break')}>
            Add break
          </Button>
        </Stack>
      </Stack>
    </div>
  );
}
