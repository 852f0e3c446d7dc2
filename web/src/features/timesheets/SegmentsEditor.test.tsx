import type { MockedResponse } from '@apollo/client/testing';
import { addDays, fromLocalInput, startOfWeek } from '@rules/zoned-time';
import { toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShiftFieldsFragment } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { UpdateShiftMutation } from './docs';
import { EditShift } from './ShiftActions';

// Changing a finished shift's work, travel and breaks in the Edit dialog (ShiftForm → SegmentsEditor): what the user
// changes is what the mutation receives, and a segment's problem is shown beside its row.

const TZ = 'Australia/Melbourne';
const weekStart = startOfWeek('2026-11-23');
const at = (time: string, day = weekStart) => fromLocalInput(day, time, TZ) ?? '';

const segment = (id: string, kind: 'work' | 'travel' | 'break', start: string, end: string, job?: [string, string]) => ({
  __typename: 'ShiftSegment' as const,
  id,
  kind,
  start: at(start),
  end: at(end),
  jobId: job?.[0] ?? null,
  jobTitle: job?.[1] ?? null,
});

/** 8am – 4pm on the week's Monday: work on a job 9 – 11, then travel 11 – 11:30. */
const dayShift: ShiftFieldsFragment = {
  __typename: 'Shift',
  id: 's5',
  day: weekStart,
  start: at('08:00'),
  end: at('16:00'),
  note: null,
  segments: [segment('g1', 'work', '09:00', '11:00', ['j1', 'Split system service']), segment('g2', 'travel', '11:00', '11:30')],
};

const updated = (input: Record<string, unknown>, result: Record<string, unknown> = { __typename: 'Shift', id: 's5' }) => ({
  request: { query: UpdateShiftMutation, variables: { id: 's5', input: { start: at('08:00'), end: at('16:00'), note: null, ...input } } },
  result: { data: { updateShift: result } },
});

async function openEdit(shift: ShiftFieldsFragment, mocks: MockedResponse[]) {
  renderApp(<EditShift shift={shift} weekStart={weekStart} timeZone={TZ} refetchQueries={[]} />, { mocks });
  await userEvent.click(screen.getByRole('button', { name: /^Edit / }));
  return screen.findByRole('dialog');
}

const row = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Segment ${n}` });

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe("changing a shift's work, travel and breaks", () => {
  it('shows each segment as a row named by its number', async () => {
    const dialog = await openEdit(dayShift, []);
    expect(within(row(dialog, 1)).getByLabelText('Segment 1 Start')).toHaveValue('09:00');
    expect(within(row(dialog, 1)).getByLabelText('Segment 1 End')).toHaveValue('11:00');
    expect(within(row(dialog, 1)).getByRole('button', { name: /Segment 1 Job/ })).toHaveTextContent('Split system service');
    expect(within(row(dialog, 2)).getByRole('button', { name: /Segment 2 Kind/ })).toHaveTextContent('Travel');
    expect(within(row(dialog, 2)).queryByRole('button', { name: /Segment 2 Job/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Kept as they are')).not.toBeInTheDocument();
  });

  it('sends a work segment’s new end and a break added after the travel', async () => {
    const update = updated({
      segments: [
        { kind: 'work', start: at('09:00'), end: at('10:45'), jobId: 'j1' },
        { kind: 'travel', start: at('11:00'), end: at('11:30'), jobId: null },
        { kind: 'break', start: at('11:30'), end: at('12:00'), jobId: null },
      ],
    });
    const dialog = await openEdit(dayShift, [update]);
    await retype(within(row(dialog, 1)).getByLabelText('Segment 1 End'), '10:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add break' }));
    // The keyboard lands on the new row; it starts where the last one ended.
    expect(within(row(dialog, 3)).getByRole('button', { name: /Segment 3 Kind/ })).toHaveFocus();
    expect(within(row(dialog, 3)).getByLabelText('Segment 3 Start')).toHaveValue('11:30');
    await userEvent.type(within(row(dialog, 3)).getByLabelText('Segment 3 End'), '12:00');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Shift saved'));
    // The dialog closes on the render after the toast (seen still open on a busy machine when asked at once).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says beside a segment that it must be within its shift, and sends nothing', async () => {
    const dialog = await openEdit(dayShift, []);
    const start = within(row(dialog, 1)).getByLabelText('Segment 1 Start');
    await retype(start, '07:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(row(dialog, 1)).findByText('A segment must be within its shift')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(dialog, 2)).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says under a segment’s End that it must end after it starts', async () => {
    const dialog = await openEdit(dayShift, []);
    const end = within(row(dialog, 2)).getByLabelText('Segment 2 End');
    await retype(end, '10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(row(dialog, 2)).findByText('A segment must end after it starts')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not send a removed segment', async () => {
    const update = updated({ segments: [{ kind: 'work', start: at('09:00'), end: at('11:00'), jobId: 'j1' }] });
    const dialog = await openEdit(dayShift, [update]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove segment 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Segment 2' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Work, travel and breaks')).toHaveFocus();
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Shift saved'));
  });

  it('turns travel into a break, and work added goes on the shift’s job', async () => {
    const update = updated({
      segments: [
        { kind: 'work', start: at('09:00'), end: at('11:00'), jobId: 'j1' },
        { kind: 'break', start: at('11:00'), end: at('11:30'), jobId: null },
        { kind: 'work', start: at('11:30'), end: at('15:00'), jobId: 'j1' },
      ],
    });
    const dialog = await openEdit(dayShift, [update]);
    await userEvent.click(within(row(dialog, 2)).getByRole('button', { name: /Segment 2 Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Break' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add work' }));
    expect(within(row(dialog, 3)).getByRole('button', { name: /Segment 3 Job/ })).toHaveTextContent('Split system service');
    await userEvent.type(within(row(dialog, 3)).getByLabelText('Segment 3 End'), '15:00');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Shift saved'));
  });

  it('shows the server’s message for a segment beside that row', async () => {
    const closed = 'The job is completed: its hours are closed';
    const update = updated(
      {
        segments: [
          { kind: 'work', start: at('09:00'), end: at('11:00'), jobId: 'j1' },
          { kind: 'travel', start: at('11:00'), end: at('11:30'), jobId: null },
          { kind: 'work', start: at('11:30'), end: at('12:30'), jobId: 'j1' },
        ],
      },
      {
        __typename: 'AppError',
        code: 'CONFLICT',
        message: closed,
        fieldErrors: [{ __typename: 'FieldError', field: 'segments.2.jobId', message: closed }],
      },
    );
    const dialog = await openEdit(dayShift, [update]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add work' }));
    await userEvent.type(within(row(dialog, 3)).getByLabelText('Segment 3 End'), '12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(row(dialog, 3)).findByText(closed)).toBeInTheDocument();
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
  });

  it('puts a night shift’s segment after midnight on the next day', async () => {
    const nextDay = addDays(weekStart, 1);
    const night: ShiftFieldsFragment = {
      ...dayShift,
      start: at('22:00'),
      end: at('02:00', nextDay),
      segments: [{ ...segment('g3', 'break', '00:00', '00:00'), start: at('01:00', nextDay), end: at('01:30', nextDay) }],
    };
    const update = updated({
      start: at('22:00'),
      end: at('02:00', nextDay),
      segments: [{ kind: 'break', start: at('00:30', nextDay), end: at('01:30', nextDay), jobId: null }],
    });
    const dialog = await openEdit(night, [update]);
    const start = within(row(dialog, 1)).getByLabelText('Segment 1 Start');
    expect(start).toHaveValue('01:00');
    expect(within(row(dialog, 1)).getAllByText('Next day')).toHaveLength(2);
    // No Work on a shift without a job to name.
    expect(within(dialog).queryByRole('button', { name: 'Add work' })).not.toBeInTheDocument();
    await retype(start, '00:30');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Shift saved'));
  });
});
