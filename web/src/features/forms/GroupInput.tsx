import { Button, PlusIcon } from '@spanner/design-system';
import { memo, useCallback, useMemo, useRef } from 'react';
import { type Answers, type GroupField, isShown, type Scope, scopeOf } from './definition';
import { FieldInput, type FieldInputProps } from './FieldInput';
import * as css from './forms.css';
import type { JobPhoto } from './upload';

type Change = FieldInputProps['onChange'];

/** A repeating group: a box per row with its own fields, Remove on each, and Add (its row label). */
export function GroupInput({
  group: g,
  rows,
  onChange,
  form,
  errors,
  jobId,
  photos,
  onPhotos,
}: {
  group: GroupField;
  rows: Answers[];
  /** All the group's rows (null: none). */
  onChange: Change;
  form: Scope;
  errors: Record<string, string>;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}) {
  const rowLabel = g.rowLabel ?? 'Item';
  const full = g.maxRows !== undefined && rows.length >= g.maxRows;
  // The rows as last changed: two changes before the next render (a date's segments) each build on the one before.
  const latest = useRef(rows);
  latest.current = rows;
  const setRows = useCallback(
    (next: Answers[], now?: boolean) => {
      latest.current = next;
      onChange(next.length ? next : null, now);
    },
    [onChange],
  );
  const setRow = useCallback(
    (i: number, id: string, v: unknown, now?: boolean) => {
      const next = latest.current.map((r, j) => {
        if (j !== i) return r;
        const row = { ...r };
        if (v === null || v === undefined || v === '') delete row[id];
        else row[id] = v;
        return row;
      });
      setRows(next, now);
    },
    [setRows],
  );
  const removeRow = useCallback(
    (i: number) =>
      setRows(
        latest.current.filter((_, j) => j !== i),
        true,
      ),
    [setRows],
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of rows
    <div role="group" aria-labelledby={`group-${g.id}`} className={css.fill}>
      <div>
        <h3 id={`group-${g.id}`} className={css.groupTitle}>
          {g.label}
          {g.required ? ' (required)' : ''}
        </h3>
        {g.description && <p className={css.muted}>{g.description}</p>}
        {errors[g.id] && (
          <p role="alert" className={css.fieldError}>
            {errors[g.id]}
          </p>
        )}
      </div>
      {rows.map((row, i) => (
        <GroupRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a group's rows have no id of their own (answers, docs/forms.md); their inputs follow the row's answers
          key={i}
          group={g}
          index={i}
          name={`${rowLabel} ${i + 1}`}
          row={row}
          shown={g.fields
            .filter((f) => isShown(f, [scopeOf(g.fields, row), form]))
            .map((f) => f.id)
            .join(' ')}
          errors={errors}
          onChange={setRow}
          onRemove={removeRow}
          jobId={jobId}
          photos={photos}
          onPhotos={onPhotos}
        />
      ))}
      {!full && (
        <div>
          <Button size="sm" variant="secondary" icon={<PlusIcon size={16} />} onPress={() => setRows([...latest.current, {}], true)}>
            Add {rowLabel.toLowerCase()}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * One row of a group: its fields shown (`shown`: their ids, space-separated) and Remove. Drawn again only when its
 * answers, the fields shown or what it is given changes, not as another row is typed in.
 */
const GroupRow = memo(function GroupRow({
  group: g,
  index: i,
  name,
  row,
  shown,
  errors,
  onChange,
  onRemove,
  jobId,
  photos,
  onPhotos,
}: {
  group: GroupField;
  index: number;
  name: string;
  row: Answers;
  shown: string;
  errors: Record<string, string>;
  onChange: (row: number, fieldId: string, value: unknown, now?: boolean) => void;
  onRemove: (row: number) => void;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}) {
  const handlers = useMemo(
    () => Object.fromEntries(g.fields.map((f) => [f.id, (v: unknown, now?: boolean) => onChange(i, f.id, v, now)])),
    [g.fields, i, onChange],
  );
  const ids = new Set(shown.split(' '));
  return (
    // biome-ignore lint/a11y/useSemanticElements: one row of the group, named for its number
    <div role="group" aria-label={name} className={`${css.box} ${css.nested}`}>
      <div className={css.boxHeader}>
        <p className={css.boxTitle}>{name}</p>
        <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onPress={() => onRemove(i)}>
          Remove
        </Button>
      </div>
      {errors[`${g.id}.${i}`] && (
        <p role="alert" className={css.fieldError}>
          {errors[`${g.id}.${i}`]}
        </p>
      )}
      {g.fields
        .filter((f) => ids.has(f.id))
        .map((f) => (
          <FieldInput
            key={f.id}
            field={f}
            value={row[f.id]}
            onChange={handlers[f.id] as Change}
            error={errors[`${g.id}.${i}.${f.id}`]}
            jobId={jobId}
            photos={photos}
            onPhotos={onPhotos}
          />
        ))}
    </div>
  );
});
