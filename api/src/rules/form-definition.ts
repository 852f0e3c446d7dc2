import { z } from 'zod';

// A form template's definition: sections of fields, each with a stable id the answers are keyed by
// (docs/forms.md). Pure: the domain parses a template's fields with `formDefinitionSchema` and answers are
// checked against it by rules/form-answers.ts.

export const FIELD_KINDS = ['text', 'number', 'pass_fail_na', 'checkbox', 'choice', 'date', 'photo', 'signature', 'group'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The answers a pass/fail/N.A. field takes. */
export const PASS_FAIL_NA = ['pass', 'fail', 'na'] as const;

export const MAX_SECTIONS = 50;
export const MAX_FIELDS = 300;
export const MAX_OPTIONS = 100;
export const MAX_GROUP_ROWS = 200;

const fieldId = z
  .string({ error: 'Field id must be text' })
  .regex(/^[a-z][a-z0-9_]{0,59}$/, 'Field id must start with a letter and hold only a–z, 0–9 and _ (at most 60)');
const label = z.string({ error: 'Label must be text' }).trim().min(1, 'Label is required').max(200, 'Label must be at most 200 characters');
const description = z.string().trim().max(2000, 'Description must be at most 2000 characters').optional();

/** Shown only when another field (of the form, or of the same group row) has an answer — that answer when `equals` is set. */
const showWhen = z
  .object({ field: fieldId, equals: z.union([z.string(), z.number(), z.boolean()]).optional() })
  .strict()
  .optional();

const common = { id: fieldId, label, description, required: z.boolean().optional(), showWhen };

const textField = z.object({ ...common, kind: z.literal('text'), multiline: z.boolean().optional() }).strict();
const numberField = z
  .object({
    ...common,
    kind: z.literal('number'),
    unit: z.string().trim().max(20, 'Unit must be at most 20 characters').optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    decimals: z.number().int().min(0).max(6, 'Decimals must be 0 to 6').optional(),
  })
  .strict()
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, { message: 'Min must not be more than max', path: ['min'] });
const passFailField = z.object({ ...common, kind: z.literal('pass_fail_na') }).strict();
const checkboxField = z.object({ ...common, kind: z.literal('checkbox') }).strict();
const choiceField = z
  .object({
    ...common,
    kind: z.literal('choice'),
    options: z
      .array(z.string().trim().min(1, 'An option cannot be empty').max(200, 'An option must be at most 200 characters'))
      .min(1, 'A choice needs at least one option')
      .max(MAX_OPTIONS, `A choice has at most ${MAX_OPTIONS} options`)
      .refine((o) => new Set(o).size === o.length, 'Options must be different'),
    multiple: z.boolean().optional(),
  })
  .strict();
const dateField = z.object({ ...common, kind: z.literal('date') }).strict();
const photoField = z.object({ ...common, kind: z.literal('photo'), maxPhotos: z.number().int().min(1).max(20).optional() }).strict();
const signatureField = z.object({ ...common, kind: z.literal('signature') }).strict();

const leafField = z.discriminatedUnion('kind', [
  textField,
  numberField,
  passFailField,
  checkboxField,
  choiceField,
  dateField,
  photoField,
  signatureField,
]);

const groupField = z
  .object({
    ...common,
    kind: z.literal('group'),
    /** What a row is called in messages ("Item 3: Result is required"). */
    rowLabel: z.string().trim().min(1).max(40).optional(),
    minRows: z.number().int().min(0).max(MAX_GROUP_ROWS).optional(),
    maxRows: z.number().int().min(1).max(MAX_GROUP_ROWS).optional(),
    /**
     * A sign-on sheet (a SWMS's workers): when a correction changes anything else on the form, each row's signatures
     * must be given again (rules/sign-again.ts). The answers before are kept as the form's revision.
     */
    signAgainOnChange: z.boolean().optional(),
    fields: z.array(leafField).min(1, 'A group needs at least one field').max(50, 'A group has at most 50 fields'),
  })
  .strict()
  .refine((g) => g.minRows === undefined || g.maxRows === undefined || g.minRows <= g.maxRows, {
    message: 'Min rows must not be more than max rows',
    path: ['minRows'],
  });

export const formFieldSchema = z.union([leafField, groupField], { error: `Field kind must be one of ${FIELD_KINDS.join(', ')}` });

const section = z
  .object({
    id: fieldId,
    title: z.string().trim().min(1, 'Section title is required').max(200, 'Section title must be at most 200 characters'),
    description,
    fields: z.array(formFieldSchema).max(MAX_FIELDS, `A section has at most ${MAX_FIELDS} fields`),
  })
  .strict();

export type LeafField = z.infer<typeof leafField>;
export type GroupField = z.infer<typeof groupField>;
export type FormField = LeafField | GroupField;
export type FormSection = z.infer<typeof section>;
export interface FormDefinition {
  sections: FormSection[];
}

/** Every top-level field of a definition, in order (a group's own fields are in `group.fields`). */
export const fieldsOf = (d: FormDefinition): FormField[] => d.sections.flatMap((s) => s.fields);

/** Problems a schema alone cannot see: ids used twice, a showWhen naming no field or itself. */
function checkReferences(d: FormDefinition, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const fields = fieldsOf(d);
  if (fields.length > MAX_FIELDS) ctx.addIssue({ code: 'custom', message: `A form has at most ${MAX_FIELDS} fields`, path: ['sections'] });
  for (const f of fields) {
    if (seen.has(f.id)) ctx.addIssue({ code: 'custom', message: `Field id "${f.id}" is used twice`, path: ['fields', f.id] });
    seen.add(f.id);
  }
  const sectionIds = new Set<string>();
  for (const s of d.sections) {
    if (sectionIds.has(s.id)) ctx.addIssue({ code: 'custom', message: `Section id "${s.id}" is used twice`, path: ['sections', s.id] });
    sectionIds.add(s.id);
  }
  for (const f of fields) {
    if (f.showWhen && (f.showWhen.field === f.id || !seen.has(f.showWhen.field)))
      ctx.addIssue({ code: 'custom', message: `${f.label}: "show when" names no other field of the form`, path: ['fields', f.id] });
    if (f.kind !== 'group') continue;
    const inRow = new Set<string>();
    for (const c of f.fields) {
      if (inRow.has(c.id))
        ctx.addIssue({ code: 'custom', message: `Field id "${c.id}" is used twice in ${f.label}`, path: ['fields', f.id] });
      inRow.add(c.id);
    }
    for (const c of f.fields)
      if (c.showWhen && (c.showWhen.field === c.id || !(inRow.has(c.showWhen.field) || seen.has(c.showWhen.field))))
        ctx.addIssue({ code: 'custom', message: `${c.label}: "show when" names no other field`, path: ['fields', f.id] });
  }
}

export const formDefinitionSchema = z
  .object({
    sections: z
      .array(section, { error: 'Sections must be a list' })
      .min(1, 'A form needs at least one section')
      .max(MAX_SECTIONS, `A form has at most ${MAX_SECTIONS} sections`),
  })
  .strict()
  .superRefine(checkReferences);

/** Whether two definitions are the same (a save that changes nothing makes no version). */
export const sameDefinition = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
