import type { Answers } from './form-answers.ts';
import { type FormDefinition, fieldsOf, type GroupField } from './form-definition.ts';

// A Safe Work Method Statement is signed by every worker on the job, and a change to it asks every worker to sign
// again, with the history kept (docs/forms.md → SWMS). The duty to review and revise control measures is the Work
// Health and Safety Regulations' r.38 "Review of control measures", the same in each state's copy of the model
// regulations (NSW's as it stood: https://www.legislation.nsw.gov.au/~/view/regulation/2011/674/chap3/part3.1/sec38;
// the Northern Territory's: https://zoelaw.ai/legislation/work-health-and-safety-national-uniform-legislation-regulations-2011/sections/38).
// Safe Work Australia's SWMS guidance:
// https://www.safeworkaustralia.gov.au/doc/interactive-swms-tool). A group marked `signAgainOnChange` is such a
// sign-on sheet: when a correction changes anything outside it, each of its rows must carry signatures given after
// the change (an image not among the sheet's signatures before). The answers before stay in the form's revisions.

export const SIGN_AGAIN = 'Sign again: the statement changed';

const signatureIds = (rows: Answers[], group: GroupField) =>
  rows.flatMap((row) =>
    group.fields.filter((f) => f.kind === 'signature').map((f) => (row[f.id] as { photoId?: string } | undefined)?.photoId),
  );

/** The sign-on sheets of a definition (a SWMS's workers). */
export const signOnSheets = (definition: FormDefinition): GroupField[] =>
  fieldsOf(definition).filter((f): f is GroupField => f.kind === 'group' && !!f.signAgainOnChange);

/** A value as text with its objects' keys sorted: stored answers (jsonb) come back with their keys reordered. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

/** The answers outside the sign-on sheets, to tell whether the statement itself changed. */
function statement(definition: FormDefinition, answers: Answers): string {
  return canonical(
    fieldsOf(definition)
      .filter((f) => !(f.kind === 'group' && f.signAgainOnChange))
      .map((f) => [f.id, answers[f.id] ?? null]),
  );
}

/**
 * A correction's problems with its sign-on sheets, keyed as form answers' messages (`workers.0.signature`): none when
 * the statement is unchanged (a worker added or a name fixed needs no one to sign again).
 */
export function signaturesToRenew(definition: FormDefinition, before: Answers, after: Answers): Record<string, string> {
  if (statement(definition, before) === statement(definition, after)) return {};
  const problems: Record<string, string> = {};
  for (const group of signOnSheets(definition)) {
    const old = new Set(signatureIds((before[group.id] ?? []) as Answers[], group).filter(Boolean));
    ((after[group.id] ?? []) as Answers[]).forEach((row, i) => {
      for (const f of group.fields)
        if (f.kind === 'signature' && old.has((row[f.id] as { photoId?: string } | undefined)?.photoId as string))
          problems[`${group.id}.${i}.${f.id}`] = SIGN_AGAIN;
    });
  }
  return problems;
}
