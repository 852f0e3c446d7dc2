import { Card, Stack } from '@spanner/design-system';
import { useMemo, useRef } from 'react';
import { type Answers, type FormDefinition, type FormField, isShown, scopeOf } from './definition';
import { FieldInput, type FieldInputProps } from './FieldInput';
import { GroupInput } from './GroupInput';
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

type Change = FieldInputProps['onChange'];

/**
 * A change handler per field id that stays the same from render to render (so a field whose answer did not change is
 * not drawn again), each calling `onChange` as it is at the time.
 */
function useChangeHandlers(
  fields: FormField[],
  onChange: (fieldId: string, value: unknown, now?: boolean) => void,
): Record<string, Change> {
  const latest = useRef(onChange);
  latest.current = onChange;
  return useMemo(
    () => Object.fromEntries(fields.map((f) => [f.id, (v: unknown, now?: boolean) => latest.current(f.id, v, now)])),
    [fields],
  );
}

/**
 * A form's sections and their fields to fill; a field hidden by its "shown only when" is left out as answers change.
 * An answer changed draws again only its own field (a group: its own row).
 */
export function FormBody({ definition, answers, onChange, errors, jobId, photos, onPhotos }: FormBodyProps) {
  const fields = useMemo(() => definition.sections.flatMap((s) => s.fields), [definition]);
  const form = scopeOf(fields, answers);
  const handlers = useChangeHandlers(fields, onChange);
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
                    onChange={handlers[f.id] as Change}
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
                    onChange={handlers[f.id] as Change}
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
