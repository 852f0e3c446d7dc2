import { Button, Card, PlusIcon, Stack } from '@spanner/design-system';
import { type Answers, type FormDefinition, type GroupField, isShown, type Scope, scopeOf } from './definition';
import { FieldInput } from './FieldInput';
import * as css from './forms.css';
import type { JobPhoto } from './upload';

export interface FormBodyProps {
  definition: FormDefinition;
  answers: Answers;
  /** A top-level field's new answer (a group: all its rows); `now` saves at once. */
  onChange: (fieldId: string, value: unknown, now?: boolean) => void;
  /** By field id; a group row's by `group.<row>.<field>`. */
  errors: Record<string, string>;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}

/** A form's sections and their fields to fill; a field hidden by its "shown only when" is left out as answers change. */
export function FormBody({ definition, answers, onChange, errors, jobId, photos, onPhotos }: FormBodyProps) {
  const form = scopeOf(
    definition.sections.flatMap((s) => s.fields),
    answers,
  );
  return (
    <>
      {definition.sections.map((section) => (
        <Card key={section.id} title={section.title} description={section.description} headingLevel={2}>
          <Stack>
            {section.fields
              .filter((f) => isShown(f, [form]))
              .map((f) =>
                f.kind === 'group' ? (
                  <GroupInput
                    key={f.id}
                    group={f}
                    rows={Array.isArray(answers[f.id]) ? (answers[f.id] as Answers[]) : []}
                    onChange={(rows, now) => onChange(f.id, rows.length ? rows : null, now)}
                    form={form}
                    errors={errors}
                    jobId={jobId}
                    photos={photos}
                    onPhotos={onPhotos}
                  />
                ) : (
                  <FieldInput
                    key={f.id}
                    field={f}
                    value={answers[f.id]}
                    onChange={(v, now) => onChange(f.id, v, now)}
                    error={errors[f.id]}
                    jobId={jobId}
                    photos={photos}
                    onPhotos={onPhotos}
                  />
                ),
              )}
          </Stack>
        </Card>
      ))}
    </>
  );
}

/** A repeating group: a box per row with its own fields, Remove on each, and Add (its row label). */
function GroupInput({
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
  onChange: (rows: Answers[], now?: boolean) => void;
  form: Scope;
  errors: Record<string, string>;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}) {
  const rowLabel = g.rowLabel ?? 'Item';
  const full = g.maxRows !== undefined && rows.length >= g.maxRows;
  const setRow = (i: number, id: string, v: unknown, now?: boolean) => {
    const next = rows.map((r, j) => {
      if (j !== i) return r;
      const row = { ...r };
      if (v === null || v === undefined || v === '') delete row[id];
      else row[id] = v;
      return row;
    });
    onChange(next, now);
  };
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
      {rows.map((row, i) => {
        const scopes = [scopeOf(g.fields, row), form];
        const name = `${rowLabel} ${i + 1}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: one row of the group, named for its number
          // biome-ignore lint/suspicious/noArrayIndexKey: a group's rows have no id of their own (answers, docs/forms.md); their inputs follow the row's answers
          <div key={i} role="group" aria-label={name} className={`${css.box} ${css.nested}`}>
            <div className={css.boxHeader}>
              <p className={css.boxTitle}>{name}</p>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${name}`}
                onPress={() =>
                  onChange(
                    rows.filter((_, j) => j !== i),
                    true,
                  )
                }
              >
                Remove
              </Button>
            </div>
            {errors[`${g.id}.${i}`] && (
              <p role="alert" className={css.fieldError}>
                {errors[`${g.id}.${i}`]}
              </p>
            )}
            {g.fields
              .filter((f) => isShown(f, scopes))
              .map((f) => (
                <FieldInput
                  key={f.id}
                  field={f}
                  value={row[f.id]}
                  onChange={(v, now) => setRow(i, f.id, v, now)}
                  error={errors[`${g.id}.${i}.${f.id}`]}
                  jobId={jobId}
                  photos={photos}
                  onPhotos={onPhotos}
                />
              ))}
          </div>
        );
      })}
      {!full && (
        <div>
          <Button size="sm" variant="secondary" icon={<PlusIcon size={16} />} onPress={() => onChange([...rows, {}], true)}>
            Add {rowLabel.toLowerCase()}
          </Button>
        </div>
      )}
    </div>
  );
}
