import type { FormDefinition, FormField, FormSection, GroupField, LeafField } from '@rules/form-definition';

// The web's reading of a form's definition (docs/forms.md; the rules are api/src/rules/form-definition.ts and
// form-answers.ts): which fields are shown, and the words for each kind.

export type { FormDefinition, FormField, FormSection, GroupField, LeafField };
export type Answers = Record<string, unknown>;

export const KIND_LABELS: Record<FormField['kind'], string> = {
  text: 'Text',
  number: 'Number',
  pass_fail_na: 'Pass / fail / N/A',
  checkbox: 'Checkbox',
  choice: 'Choice',
  date: 'Date',
  photo: 'Photo',
  signature: 'Signature',
  group: 'Repeating group',
};

export const PASS_FAIL_LABELS: Record<string, string> = { pass: 'Pass', fail: 'Fail', na: 'N/A' };

/** Whether an answer counts as not given (as the API reads it: a required checkbox must be ticked). */
export function isEmptyAnswer(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
}

/** A scope of fields and their answers: the form's, or one group row's (which also sees the form's). */
export interface Scope {
  fields: Map<string, FormField>;
  answers: Answers;
}

export const scopeOf = (fields: FormField[], answers: Answers): Scope => ({ fields: new Map(fields.map((f) => [f.id, f])), answers });

/**
 * Whether a field is shown, as the API decides it: no `showWhen`, or the field it names is shown and answered (with
 * `equals`, that answer; a multiple choice: one of its picks). The first scope is searched first.
 */
export function isShown(field: FormField, scopes: Scope[], depth = 0): boolean {
  const when = field.showWhen;
  if (!when) return true;
  if (depth > 50) return false;
  const scope = scopes.find((s) => s.fields.has(when.field));
  if (!scope) return false;
  if (!isShown(scope.fields.get(when.field) as FormField, scopes, depth + 1)) return false;
  const v = scope.answers[when.field];
  if (when.equals === undefined) return !isEmptyAnswer(v);
  return Array.isArray(v) ? v.includes(when.equals) : v === when.equals;
}

export const fieldsOf = (d: FormDefinition): FormField[] => d.sections.flatMap((s) => s.fields);

/** A definition as the API sends it (JSON), with an empty one for anything else. */
export function definitionOf(raw: unknown): FormDefinition {
  const d = raw as FormDefinition | null;
  return d && Array.isArray(d.sections) ? d : { sections: [] };
}

/** The words for an answer in a read-only form ('' when not answered). */
export function answerText(field: LeafField, value: unknown): string {
  if (isEmptyAnswer(value) && field.kind !== 'checkbox') return '';
  switch (field.kind) {
    case 'number':
      return field.unit ? `${value} ${field.unit}` : String(value);
    case 'pass_fail_na':
      return PASS_FAIL_LABELS[String(value)] ?? String(value);
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'date': {
      const [y, m, d] = String(value).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-AU', {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
    }
    case 'photo': {
      const n = (value as string[]).length;
      return `${n} photo${n === 1 ? '' : 's'}`;
    }
    case 'signature':
      return `Signed by ${(value as { signedBy: string }).signedBy}`;
    default:
      return String(value);
  }
}
