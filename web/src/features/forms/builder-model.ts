import type { FormDefinition, FormField, FormSection, GroupField, LeafField } from './definition';

// The form builder's working copy of a template: sections and fields as the screen edits them (settings as typed
// text), each with a key of its own so a "shown only when" can name a field before it has an id. `toDefinition`
// turns it into the definition the API checks (docs/forms.md) and `errorsOf` puts the API's `definition.<path>`
// messages back on the field they are about.

export type Kind = FormField['kind'];
export type LeafKind = LeafField['kind'];

export interface DraftField {
  key: string;
  /** The id the field was saved with: kept for good, answers are keyed by it. New fields get one from their label. */
  id?: string;
  kind: Kind;
  label: string;
  description: string;
  required: boolean;
  /** The key of the field it depends on, and the answer ('' any answer). */
  showWhen: { key: string; equals: string } | null;
  multiline: boolean;
  unit: string;
  min: string;
  max: string;
  decimals: string;
  /** One option a line. */
  options: string;
  multiple: boolean;
  maxPhotos: string;
  rowLabel: string;
  minRows: string;
  maxRows: string;
  /** A sign-on sheet: its signatures are given again when the rest of the form changes (api rules/sign-again.ts). */
  signAgainOnChange: boolean;
  /** A group's own fields (never a group). */
  fields: DraftField[];
}

export interface DraftSection {
  key: string;
  id?: string;
  title: string;
  description: string;
  fields: DraftField[];
}

export interface Draft {
  name: string;
  description: string;
  jobTypes: string[];
  /** Comma-separated, as typed. */
  equipmentTypes: string;
  sections: DraftSection[];
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export function newField(kind: Kind = 'text'): DraftField {
  return {
    key: newKey(),
    kind,
    label: '',
    description: '',
    required: false,
    showWhen: null,
    multiline: false,
    unit: '',
    min: '',
    max: '',
    decimals: '',
    options: '',
    multiple: false,
    maxPhotos: '',
    rowLabel: '',
    minRows: '',
    maxRows: '',
    signAgainOnChange: false,
    fields: kind === 'group' ? [newField('text')] : [],
  };
}

export const newSection = (title = ''): DraftSection => ({ key: newKey(), title, description: '', fields: [newField()] });

export const emptyDraft = (): Draft => ({ name: '', description: '', jobTypes: [], equipmentTypes: '', sections: [newSection('Checks')] });

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** A template as the API answers it, as the builder edits it. */
export function draftOf(t: {
  name: string;
  description?: string | null;
  jobTypes: readonly string[];
  equipmentTypes: readonly string[];
  definition: FormDefinition;
}): Draft {
  const keyOfId = new Map<string, string>();
  const fieldOf = (f: FormField): DraftField => {
    const d: DraftField = {
      ...newField(f.kind),
      id: f.id,
      label: f.label,
      description: f.description ?? '',
      required: !!f.required,
      fields: [],
    };
    keyOfId.set(f.id, d.key);
    if (f.kind === 'text') d.multiline = !!f.multiline;
    if (f.kind === 'number') Object.assign(d, { unit: f.unit ?? '', min: text(f.min), max: text(f.max), decimals: text(f.decimals) });
    if (f.kind === 'choice') Object.assign(d, { options: f.options.join('\n'), multiple: !!f.multiple });
    if (f.kind === 'photo') d.maxPhotos = text(f.maxPhotos);
    if (f.kind === 'group') {
      Object.assign(d, {
        rowLabel: f.rowLabel ?? '',
        minRows: text(f.minRows),
        maxRows: text(f.maxRows),
        signAgainOnChange: !!f.signAgainOnChange,
      });
      d.fields = f.fields.map(fieldOf);
    }
    return d;
  };
  const sections = t.definition.sections.map((s) => ({
    key: newKey(),
    id: s.id,
    title: s.title,
    description: s.description ?? '',
    fields: s.fields.map(fieldOf),
  }));
  // Each showWhen names its field by key (once every field has one).
  const link = (source: FormField[], drafts: DraftField[]) =>
    source.forEach((f, i) => {
      if (f.showWhen)
        drafts[i].showWhen = {
          key: keyOfId.get(f.showWhen.field) ?? '',
          equals: f.showWhen.equals === undefined ? '' : String(f.showWhen.equals),
        };
      if (f.kind === 'group') link(f.fields, drafts[i].fields);
    });
  t.definition.sections.forEach((s, i) => {
    link(s.fields, sections[i].fields);
  });
  return {
    name: t.name,
    description: t.description ?? '',
    jobTypes: [...t.jobTypes],
    equipmentTypes: t.equipmentTypes.join(', '),
    sections: sections.length ? sections : [newSection('Checks')],
  };
}

/** Every field of the draft with where it is: top-level fields and each group's own. */
export function allFields(draft: Draft): { field: DraftField; group: DraftField | null }[] {
  return draft.sections.flatMap((s) =>
    s.fields.flatMap((f) => [{ field: f, group: null }, ...f.fields.map((c) => ({ field: c, group: f }))]),
  );
}

/** An id from a label: lower case, a–z 0–9 and _, starting with a letter. */
function slug(label: string): string {
  const s = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(s) ? s : `field${s ? `_${s}` : ''}`;
}

/** The ids of the draft's fields: saved ones kept, new ones from their labels, each unique in the form. */
export function idsOf(draft: Draft): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const all = allFields(draft).map((e) => e.field);
  for (const f of all) {
    if (!f.id || used.has(f.id)) continue;
    ids.set(f.key, f.id);
    used.add(f.id);
  }
  for (const f of all) {
    if (ids.has(f.key)) continue;
    const base = slug(f.label);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    ids.set(f.key, id);
    used.add(id);
  }
  return ids;
}

/** A typed number, or the text itself when it is not one (the API then says what is wrong, at the setting). */
const num = (s: string): number | undefined => {
  const t = s.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
};

/** The answer a showWhen waits for, typed as the field it names answers. */
function equalsOf(equals: string, target: DraftField | undefined): string | number | boolean | undefined {
  if (equals === '') return undefined;
  if (target?.kind === 'checkbox') return equals === 'true';
  if (target?.kind === 'number') return num(equals);
  return equals;
}

/** The definition to save. */
export function toDefinition(draft: Draft): FormDefinition {
  const ids = idsOf(draft);
  const byKey = new Map(allFields(draft).map((e) => [e.field.key, e.field]));
  const field = (d: DraftField): FormField => {
    const f: Record<string, unknown> = { id: ids.get(d.key), kind: d.kind, label: d.label };
    if (d.description.trim()) f.description = d.description;
    if (d.required) f.required = true;
    if (d.showWhen?.key) {
      const equals = equalsOf(d.showWhen.equals, byKey.get(d.showWhen.key));
      f.showWhen = { field: ids.get(d.showWhen.key), ...(equals === undefined ? {} : { equals }) };
    }
    const set = (k: string, v: unknown) => {
      if (v !== undefined && v !== '' && v !== false) f[k] = v;
    };
    if (d.kind === 'text') set('multiline', d.multiline);
    if (d.kind === 'number') {
      set('unit', d.unit.trim());
      set('min', num(d.min));
      set('max', num(d.max));
      set('decimals', num(d.decimals));
    }
    if (d.kind === 'choice') {
      f.options = d.options
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean);
      set('multiple', d.multiple);
    }
    if (d.kind === 'photo') set('maxPhotos', num(d.maxPhotos));
    if (d.kind === 'group') {
      set('rowLabel', d.rowLabel.trim());
      set('minRows', num(d.minRows));
      set('maxRows', num(d.maxRows));
      set('signAgainOnChange', d.signAgainOnChange);
      f.fields = d.fields.map(field) as LeafField[];
    }
    return f as unknown as FormField;
  };
  const sectionIds = new Set<string>();
  const sections: FormSection[] = draft.sections.map((s, i) => {
    let id = s.id ?? `section_${i + 1}`;
    for (let n = 2; sectionIds.has(id); n++) id = `section_${i + 1}_${n}`;
    sectionIds.add(id);
    return { id, title: s.title, ...(s.description.trim() ? { description: s.description } : {}), fields: s.fields.map(field) };
  });
  return { sections };
}

export type GroupDraft = DraftField & { kind: GroupField['kind'] };

/** What the API said about one part of the draft: by field or section key, then the setting ('' the whole field). */
export type DraftErrors = Record<string, Record<string, string>>;

/**
 * The API's messages put where they belong: `definition.sections.<i>[.fields.<j>[.fields.<k>]][.<setting>]` and
 * `definition.fields.<id>` on a field or section; anything else (name, jobTypes…) under the key 'template'.
 */
export function errorsOf(draft: Draft, fieldErrors: Record<string, string>): DraftErrors {
  const out: DraftErrors = {};
  const put = (key: string, setting: string, message: string) => {
    out[key] ??= {};
    out[key][setting] ??= message;
  };
  const ids = idsOf(draft);
  const keyOfId = new Map([...ids].map(([k, id]) => [id, k]));
  for (const [path, message] of Object.entries(fieldErrors)) {
    const at = path.match(/^definition\.sections\.(\d+)(?:\.fields\.(\d+)(?:\.fields\.(\d+))?)?(?:\.(.+))?$/);
    if (at) {
      const section = draft.sections[Number(at[1])];
      const top = at[2] === undefined ? undefined : section?.fields[Number(at[2])];
      const inner = at[3] === undefined ? undefined : top?.fields[Number(at[3])];
      const target = inner ?? top ?? section;
      const setting = (at[4] ?? '').replace(/\.\d+$/, '');
      if (target) put(target.key, target === section && setting === '' ? 'title' : setting, message);
      else put('template', 'definition', message);
      continue;
    }
    const byId = path.match(/^definition\.fields\.(.+)$/);
    const key = byId && keyOfId.get(byId[1]);
    if (key) put(key, '', message);
    else put('template', path.replace(/^definition$/, 'definition').split('.')[0], message);
  }
  return out;
}

/** The fields lists of the draft, each with a function that gives it back changed: sections' and groups'. */
function mapLists(draft: Draft, fn: (fields: DraftField[]) => DraftField[]): Draft {
  const inList = (fields: DraftField[]): DraftField[] => fn(fields).map((f) => (f.kind === 'group' ? { ...f, fields: fn(f.fields) } : f));
  return { ...draft, sections: draft.sections.map((s) => ({ ...s, fields: inList(s.fields) })) };
}

export function changeField(draft: Draft, key: string, patch: Partial<DraftField>): Draft {
  return mapLists(draft, (fields) => fields.map((f) => (f.key === key ? { ...f, ...patch } : f)));
}

export function moveField(draft: Draft, key: string, by: -1 | 1): Draft {
  return mapLists(draft, (fields) => {
    const i = fields.findIndex((f) => f.key === key);
    const j = i + by;
    if (i < 0 || j < 0 || j >= fields.length) return fields;
    const out = [...fields];
    [out[i], out[j]] = [out[j], out[i]];
    return out;
  });
}

/** Removes a field, and every "shown only when" that named it. */
export function removeField(draft: Draft, key: string): Draft {
  const gone = mapLists(draft, (fields) => fields.filter((f) => f.key !== key));
  return mapLists(gone, (fields) => fields.map((f) => (f.showWhen?.key === key ? { ...f, showWhen: null } : f)));
}

/** A new field at the end of a section or a group (by its key). */
export function addField(draft: Draft, parentKey: string, kind: Kind = 'text'): Draft {
  const field = newField(kind);
  const withSection = {
    ...draft,
    sections: draft.sections.map((s) => (s.key === parentKey ? { ...s, fields: [...s.fields, field] } : s)),
  };
  return mapLists(withSection, (fields) => fields.map((f) => (f.key === parentKey ? { ...f, fields: [...f.fields, field] } : f)));
}

export function changeSection(draft: Draft, key: string, patch: Partial<DraftSection>): Draft {
  return { ...draft, sections: draft.sections.map((s) => (s.key === key ? { ...s, ...patch } : s)) };
}

export function moveSection(draft: Draft, key: string, by: -1 | 1): Draft {
  const i = draft.sections.findIndex((s) => s.key === key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= draft.sections.length) return draft;
  const sections = [...draft.sections];
  [sections[i], sections[j]] = [sections[j], sections[i]];
  return { ...draft, sections };
}

export function removeSection(draft: Draft, key: string): Draft {
  const section = draft.sections.find((s) => s.key === key);
  let out: Draft = { ...draft, sections: draft.sections.filter((s) => s.key !== key) };
  for (const f of section?.fields ?? []) out = removeField(out, f.key);
  return out;
}
