import { Card } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { type Answers, answerText, type FormDefinition, type FormField, isShown, type LeafField, scopeOf } from './definition';
import * as css from './forms.css';
import type { JobPhoto } from './upload';

/** A submitted form's answers, read-only: each shown field with its answer; photos and signatures as images. */
export function FormAnswers({ definition, answers, photos }: { definition: FormDefinition; answers: Answers; photos: JobPhoto[] }) {
  const form = scopeOf(
    definition.sections.flatMap((s) => s.fields),
    answers,
  );
  return (
    <>
      {definition.sections.map((s) => (
        <Card key={s.id} title={s.title} headingLevel={2}>
          <dl className={css.answers}>
            {s.fields
              .filter((f) => isShown(f, [form]))
              .map((f) => (
                <Answer
                  key={f.id}
                  field={f}
                  value={answers[f.id]}
                  photos={photos}
                  rowScope={(row) => [scopeOf(f.kind === 'group' ? f.fields : [], row), form]}
                />
              ))}
          </dl>
        </Card>
      ))}
    </>
  );
}

function Answer({
  field: f,
  value,
  photos,
  rowScope,
}: {
  field: FormField;
  value: unknown;
  photos: JobPhoto[];
  rowScope: (row: Answers) => ReturnType<typeof scopeOf>[];
}) {
  if (f.kind === 'group') {
    const rows = Array.isArray(value) ? (value as Answers[]) : [];
    return (
      <>
        <dt className={css.answerTerm}>{f.label}</dt>
        <dd className={`${css.answerValue} ${css.rows}`}>
          {rows.length === 0
            ? '—'
            : rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a group's rows have no id of their own; read-only, never reordered
                <div key={i} className={`${css.box} ${css.nested}`}>
                  <p className={css.boxTitle}>
                    {f.rowLabel ?? 'Item'} {i + 1}
                  </p>
                  <dl className={css.answers}>
                    {f.fields
                      .filter((c) => isShown(c, rowScope(row)))
                      .map((c) => (
                        <Leaf key={c.id} field={c} value={row[c.id]} photos={photos} />
                      ))}
                  </dl>
                </div>
              ))}
        </dd>
      </>
    );
  }
  return <Leaf field={f} value={value} photos={photos} />;
}

function Leaf({ field: f, value, photos }: { field: LeafField; value: unknown; photos: JobPhoto[] }) {
  const text = answerText(f, value) || '—';
  const image = (id: string) => photos.find((p) => p.id === id);
  let shown: ReactNode = text;
  if (f.kind === 'photo' && Array.isArray(value))
    shown = (
      <span className={css.thumbs}>
        {(value as string[]).map((id, i) => {
          const p = image(id);
          return p ? <img key={id} src={p.url} alt={`${f.label} ${i + 1}`} className={css.thumbImage} /> : null;
        })}
      </span>
    );
  if (f.kind === 'signature' && value) {
    const s = value as { photoId: string; signedBy: string };
    const p = image(s.photoId);
    shown = (
      <>
        {p && <img src={p.url} alt={`${f.label}, signed by ${s.signedBy}`} className={css.signature} />}
        <span>{text}</span>
      </>
    );
  }
  return (
    <>
      <dt className={css.answerTerm}>{f.label}</dt>
      <dd className={css.answerValue}>{shown}</dd>
    </>
  );
}
