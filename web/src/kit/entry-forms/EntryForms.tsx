import { DEFAULT_HOURS, HOURS_CHOICES, PART_QUANTITY_CHOICES } from '@rules/job-charges';
import { Button, Form, type Key, Select, TextArea, TextField } from '@spanner/design-system';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as css from './entry-forms.css';

// The job diary's entry forms — a note, hours, a part — used to add and to correct an entry, online on the job page
// (features/jobs/notes) and offline on the saved job (features/offline/OfflineWork.tsx).

/** '1 hour', '1.5 hours' */
export const hoursText = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

const HOURS_OPTIONS = HOURS_CHOICES.map((h) => ({ id: String(h), label: hoursText(h) }));
const QUANTITY_OPTIONS = PART_QUANTITY_CHOICES.map((q) => ({ id: String(q), label: String(q) }));

/**
 * An entry form's submit: nothing while `ready` is false, pending while `save` runs, then `afterSave` (an add form
 * clears itself); a failed save has already told the user, and the form keeps its values.
 */
export function useEntrySubmit(ready: boolean, save: () => Promise<void>, afterSave?: () => void) {
  const [pending, setPending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setPending(true);
    try {
      await save();
      afterSave?.();
    } catch {
      // The save has told the user.
    } finally {
      setPending(false);
    }
  }
  return { pending, submit };
}

/**
 * The submit button while a save runs: pending (announced), or with `quiet` only disabled — a change kept in the
 * outbox takes a moment, and a pending announcement would outlive the screen it was made on.
 */
const busy = (pending: boolean, quiet: boolean | undefined, disabled: boolean) =>
  quiet ? { isDisabled: disabled || pending } : { isDisabled: disabled, isPending: pending };

/** A note's text (not empty): 'Add a note', and the edit dialog. */
export function NoteForm({
  initial,
  label,
  submitLabel,
  quiet,
  onSubmit,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  quiet?: boolean;
  onSubmit: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState(initial ?? '');
  const { pending, submit } = useEntrySubmit(
    !!text.trim(),
    () => onSubmit(text.trim()),
    () => initial === undefined && setText(''),
  );
  return (
    <Form onSubmit={submit}>
      <TextArea label={label} value={text} onChange={setText} rows={3} placeholder="What was found, what was done, what is next" />
      <div>
        <Button type="submit" variant="primary" {...busy(pending, quiet, !text.trim())}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

export type HoursFormValues = { hours: number; description: string | null };

/** Hours (0.5 to 8, default 0.5) and a description: Add Hours, and the edit dialog. */
export function HoursForm({
  initial,
  submitLabel,
  isDisabled,
  quiet,
  onSubmit,
}: {
  initial?: { hours: number; description?: string | null };
  submitLabel: string;
  isDisabled?: boolean;
  quiet?: boolean;
  onSubmit: (values: HoursFormValues) => Promise<void>;
}) {
  const [hours, setHours] = useState<Key>(String(initial?.hours ?? DEFAULT_HOURS));
  const [description, setDescription] = useState(initial?.description ?? '');
  const { pending, submit } = useEntrySubmit(
    true,
    () => onSubmit({ hours: Number(hours), description: description.trim() || null }),
    () => {
      if (initial) return;
      setHours(String(DEFAULT_HOURS));
      setDescription('');
    },
  );
  return (
    <Form onSubmit={submit}>
      <div className={css.entryForm}>
        <Select
          label="Hours"
          items={HOURS_OPTIONS}
          value={hours}
          onChange={(k) => setHours(k ?? String(DEFAULT_HOURS))}
          isDisabled={isDisabled}
          className={css.narrow}
        />
        <TextField label="Description" value={description} onChange={setDescription} isDisabled={isDisabled} className={css.grow} />
        <Button type="submit" variant="primary" {...busy(pending, quiet, !!isDisabled)}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** What a part form's picker is given: the part's name, and where to put a new one. */
export interface PartPickerProps {
  value: string;
  onChange: (partName: string) => void;
  isDisabled?: boolean;
  className?: string;
}

export type PartFormValues = { partName: string; quantity: number };

/**
 * A part's name and its quantity (1 to 10): Add Part, and the edit dialog. The name comes from `picker` — the price
 * list searched online, the saved price list offline; `hint` may show what the part will cost.
 */
export function PartForm({
  initial,
  submitLabel,
  isDisabled,
  quiet,
  picker,
  hint,
  onSubmit,
}: {
  initial?: { partName: string; quantity: number };
  submitLabel: string;
  isDisabled?: boolean;
  quiet?: boolean;
  picker: (props: PartPickerProps) => ReactNode;
  hint?: (values: PartFormValues) => ReactNode;
  onSubmit: (part: PartFormValues) => Promise<void>;
}) {
  const [partName, setPartName] = useState(initial?.partName ?? '');
  const [quantity, setQuantity] = useState<Key>(String(initial?.quantity ?? 1));
  const { pending, submit } = useEntrySubmit(
    !!partName.trim(),
    () => onSubmit({ partName: partName.trim(), quantity: Number(quantity) }),
    () => {
      if (initial) return;
      setPartName('');
      setQuantity('1');
    },
  );
  const shown = partName.trim() ? hint?.({ partName: partName.trim(), quantity: Number(quantity) }) : null;
  return (
    <Form onSubmit={submit}>
      <div className={css.entryForm}>
        {picker({ value: partName, onChange: setPartName, isDisabled, className: css.grow })}
        <Select
          label="Quantity"
          items={QUANTITY_OPTIONS}
          value={quantity}
          onChange={(k) => setQuantity(k ?? '1')}
          isDisabled={isDisabled}
          className={css.narrow}
        />
        <Button type="submit" variant="primary" {...busy(pending, quiet, !!isDisabled || !partName.trim())}>
          {submitLabel}
        </Button>
      </div>
      {shown ? <p className={css.hint}>{shown}</p> : null}
    </Form>
  );
}
