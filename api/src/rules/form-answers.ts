import { type FormDefinition, type FormField, fieldsOf, type GroupField, type LeafField, PASS_FAIL_NA } from './form-definition.ts';

// Answers to a form, checked against its definition (docs/forms.md). Answers are keyed by field id; a group's answer
// is a list of rows keyed by its own fields' ids. Every message names the field in plain words and is keyed by the
// field's id (a group row's by `group.row.field`, row counted from 0). A draft may be incomplete; a submit may not.
// A field hidden by its showWhen is neither required nor kept.

export type Answers = Record<string, unknown>;
export type FormMode = 'draft' | 'submit';
export interface CheckedAnswers {
  /** The answers to keep: each cleaned (text trimmed, numbers as numbers), empty and hidden ones left out. */
  answers: Answers;
  /** Field key → message; empty when the answers may be kept (draft) or submitted (submit). */
  fieldErrors: Record<string, string>;
}

export const MAX_TEXT_ANSWER = 5000;
const DEFAULT_MAX_PHOTOS = 20;

const fmt = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 6 });
const withUnit = (n: number, unit?: string) => (unit ? `${fmt(n)} ${unit}` : fmt(n));

/** Whether an answer counts as not given (a required checkbox must be ticked). */
export function isEmptyAnswer(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
}

type Cleaned = { value?: unknown; error?: string };

/** One leaf answer, cleaned, or why it cannot be kept. `undefined` for an empty answer. */
function cleanLeaf(f: LeafField, raw: unknown): Cleaned {
  if (raw === undefined || raw === null || raw === '') return {};
  const L = f.label;
  switch (f.kind) {
    case 'text': {
      if (typeof raw !== 'string') return { error: `${L} must be text` };
      const v = raw.trim();
      if (v.length > MAX_TEXT_ANSWER) return { error: `${L} must be at most ${fmt(MAX_TEXT_ANSWER)} characters` };
      return { value: v === '' ? undefined : v };
    }
    case 'number': {
      const n = typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { error: `${L} must be a number` };
      const { min, max, unit, decimals } = f;
      if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
        if (min !== undefined && max !== undefined) return { error: `${L} must be between ${fmt(min)} and ${withUnit(max, unit)}` };
        return {
          error:
            min !== undefined ? `${L} must be at least ${withUnit(min, unit)}` : `${L} must be at most ${withUnit(max as number, unit)}`,
        };
      }
      if (decimals !== undefined && Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) > 1e-6)
        return {
          error:
            decimals === 0 ? `${L} must be a whole number` : `${L} may have at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
        };
      return { value: n };
    }
    case 'pass_fail_na':
      return (PASS_FAIL_NA as readonly unknown[]).includes(raw) ? { value: raw } : { error: `${L} must be pass, fail or N/A` };
    case 'checkbox':
      return typeof raw === 'boolean' ? { value: raw } : { error: `${L} must be ticked or not (true or false)` };
    case 'choice': {
      const picked = f.multiple ? raw : [raw];
      if (!Array.isArray(picked) || picked.some((p) => typeof p !== 'string'))
        return { error: f.multiple ? `${L} must be a list of options` : `${L} must be one of its options` };
      const wrong = picked.find((p) => !f.options.includes(p as string));
      if (wrong !== undefined) return { error: `${L} has no option "${String(wrong).slice(0, 100)}"` };
      return { value: f.multiple ? [...new Set(picked)] : raw };
    }
    case 'date': {
      const ok = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
      if (!ok || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) return { error: `${L} must be a date (YYYY-MM-DD)` };
      const year = Number(raw.slice(0, 4));
      return year < 1900 ? { error: `${L} must be between the years 1900 and 9999` } : { value: raw };
    }
    case 'photo': {
      const max = f.maxPhotos ?? DEFAULT_MAX_PHOTOS;
      if (!Array.isArray(raw) || raw.some((p) => typeof p !== 'string' || p.length === 0 || p.length > 100))
        return { error: `${L} must be a list of the job's photo ids` };
      if (raw.length > max) return { error: `${L} takes at most ${max} photo${max === 1 ? '' : 's'}` };
      return { value: [...new Set(raw as string[])] };
    }
    case 'signature': {
      const s = raw as { photoId?: unknown; signedBy?: unknown };
      if (typeof s !== 'object' || typeof s.photoId !== 'string' || !s.photoId || s.photoId.length > 100)
        return { error: `${L} must name the photo of the signature` };
      if (typeof s.signedBy !== 'string' || !s.signedBy.trim()) return { error: `${L}: the name of who signed is required` };
      if (s.signedBy.trim().length > 200) return { error: `${L}: the name of who signed must be at most 200 characters` };
      return { value: { photoId: s.photoId, signedBy: s.signedBy.trim() } };
    }
  }
}

/** Whether a field is shown: no showWhen, or the field it names is shown and answered (with `equals`, that answer). */
function shownIn(scopes: { fields: Map<string, FormField>; answers: Answers }[]) {
  const shown = (f: FormField, depth = 0): boolean => {
    if (!f.showWhen) return true;
    if (depth > 50) return false;
    const scope = scopes.find((s) => s.fields.has(f.showWhen?.field as string));
    if (!scope) return false;
    const other = scope.fields.get(f.showWhen.field) as FormField;
    if (!shown(other, depth + 1)) return false;
    const v = scope.answers[f.showWhen.field];
    if (f.showWhen.equals === undefined) return !isEmptyAnswer(v);
    return Array.isArray(v) ? v.includes(f.showWhen.equals) : v === f.showWhen.equals;
  };
  return shown;
}

/** Checks a field list's answers (the form's, or one group row's); `prefix` keys and words a row's messages. */
function checkFields(
  fields: FormField[],
  raw: Answers,
  mode: FormMode,
  outer: { fields: Map<string, FormField>; answers: Answers } | null,
  errors: Record<string, string>,
  key: (id: string) => string,
  say: (m: string) => string,
): Answers {
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const k of Object.keys(raw)) if (!byId.has(k)) errors[key(k)] = say(`This form has no field "${k.slice(0, 60)}"`);
  const cleaned: Answers = {};
  for (const f of fields) {
    if (!(f.id in raw)) continue;
    if (f.kind === 'group') cleaned[f.id] = raw[f.id];
    else {
      const c = cleanLeaf(f, raw[f.id]);
      if (c.error) errors[key(f.id)] = say(c.error);
      else if (c.value !== undefined) cleaned[f.id] = c.value;
    }
  }
  const shown = shownIn([{ fields: byId, answers: cleaned }, ...(outer ? [outer] : [])]);
  const kept: Answers = {};
  for (const f of fields) {
    if (!shown(f)) {
      delete errors[key(f.id)];
      continue;
    }
    if (f.kind === 'group') {
      const rows = checkGroup(f, cleaned[f.id], mode, { fields: byId, answers: cleaned }, errors, key(f.id));
      if (rows?.length) kept[f.id] = rows;
      continue;
    }
    if (f.id in cleaned) kept[f.id] = cleaned[f.id];
    if (mode === 'submit' && f.required && isEmptyAnswer(cleaned[f.id]) && !errors[key(f.id)])
      errors[key(f.id)] = say(f.kind === 'checkbox' ? `${f.label} must be ticked` : `${f.label} is required`);
  }
  return kept;
}

function checkGroup(
  g: GroupField,
  raw: unknown,
  mode: FormMode,
  form: { fields: Map<string, FormField>; answers: Answers },
  errors: Record<string, string>,
  groupKey: string,
): Answers[] | undefined {
  const rowLabel = g.rowLabel ?? 'Item';
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    errors[groupKey] = `${g.label} must be a list of rows`;
    return undefined;
  }
  const rows = (raw ?? []) as unknown[];
  if (g.maxRows !== undefined && rows.length > g.maxRows) errors[groupKey] = `${g.label} has at most ${g.maxRows} rows`;
  const kept: Answers[] = [];
  rows.forEach((row, i) => {
    const rowKey = (id: string) => `${groupKey}.${i}.${id}`;
    const say = (m: string) => `${rowLabel} ${i + 1}: ${m}`;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors[`${groupKey}.${i}`] = say('must be a row of answers');
      return;
    }
    kept.push(checkFields(g.fields, row as Answers, mode, form, errors, rowKey, say));
  });
  if (mode === 'submit' && !errors[groupKey]) {
    const min = g.minRows ?? (g.required ? 1 : 0);
    if (kept.length < min) errors[groupKey] = `${g.label} needs at least ${min} row${min === 1 ? '' : 's'}`;
  }
  return kept;
}

/** The answers checked against the definition: cleaned, hidden ones dropped, and every problem by field. */
export function checkAnswers(definition: FormDefinition, answers: unknown, mode: FormMode): CheckedAnswers {
  const fieldErrors: Record<string, string> = {};
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers))
    return { answers: {}, fieldErrors: { answers: 'Answers must be an object of field ids and answers' } };
  const kept = checkFields(
    fieldsOf(definition),
    answers as Answers,
    mode,
    null,
    fieldErrors,
    (id) => id,
    (m) => m,
  );
  return { answers: kept, fieldErrors };
}

/** A partial save over the answers kept: each field sent replaces its answer (null clears it); others stay. */
export function mergeAnswers(current: Answers, changes: Answers): Answers {
  const merged: Answers = { ...current };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}

/** Every photo id the answers name (photo and signature fields, in groups too): each must be one of the job's photos. */
export function photoIdsOf(definition: FormDefinition, answers: Answers): { fieldKey: string; label: string; photoId: string }[] {
  const found: { fieldKey: string; label: string; photoId: string }[] = [];
  const visit = (fields: FormField[], a: Answers, key: (id: string) => string, say: (l: string) => string) => {
    for (const f of fields) {
      const v = a[f.id];
      if (v === undefined) continue;
      if (f.kind === 'photo') for (const id of v as string[]) found.push({ fieldKey: key(f.id), label: say(f.label), photoId: id });
      if (f.kind === 'signature') found.push({ fieldKey: key(f.id), label: say(f.label), photoId: (v as { photoId: string }).photoId });
      if (f.kind === 'group') {
        const rows = v as Answers[];
        for (const [i, row] of rows.entries())
          visit(
            f.fields,
            row,
            (id) => `${key(f.id)}.${i}.${id}`,
            (l) => `${f.rowLabel ?? 'Item'} ${i + 1}: ${l}`,
          );
      }
    }
  };
  visit(
    fieldsOf(definition),
    answers,
    (id) => id,
    (l) => l,
  );
  return found;
}
