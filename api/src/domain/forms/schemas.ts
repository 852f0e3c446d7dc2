import { z } from 'zod';
import { JobType } from '../../db/generated/enums.ts';
import { id, optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for form templates and the forms on jobs. A template's fields are checked by
// rules/form-definition.ts (the domain parses them after these).

const jobTypes = z
  .array(z.enum(Object.values(JobType) as [JobType, ...JobType[]], { error: 'Job type must be service, repair, installation or other' }))
  .max(4)
  .transform((t) => [...new Set(t)]);
const equipmentTypes = z
  .array(
    z
      .string({ error: 'Equipment type must be text' })
      .trim()
      .min(1, 'Equipment type cannot be empty')
      .max(100, 'Equipment type must be at most 100 characters'),
  )
  .max(50, 'At most 50 equipment types')
  .transform((t) => [...new Set(t)]);

export const createFormTemplateSchema = z.object({
  name: requiredText('Name', 200),
  description: optionalText('Description', 2000),
  jobTypes: jobTypes.optional(),
  equipmentTypes: equipmentTypes.optional(),
  definition: z.unknown().refine((d) => d !== undefined, 'Definition is required'),
});

export const updateFormTemplateSchema = z.object({
  name: requiredText('Name', 200).optional(),
  description: optionalText('Description', 2000),
  jobTypes: jobTypes.optional(),
  equipmentTypes: equipmentTypes.optional(),
  definition: z.unknown().optional(),
});

export const listFormTemplatesSchema = z.object({
  search: searchText,
  includeArchived: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});

export const addJobFormSchema = z.object({
  templateId: id('Form template'),
  equipmentId: id('Equipment').nullable().optional(),
  required: z.boolean({ error: 'Required must be true or false' }).optional(),
});

const answers = z.record(z.string(), z.unknown(), { error: 'Answers must be an object of field ids and answers' });

/**
 * The form's `updated_at` as the sender last read it (an offline device's saved copy): given, a form changed since is
 * refused (409) rather than written over.
 */
const fromUpdatedAt = z.iso
  .datetime({ error: 'fromUpdatedAt must be the form’s updated_at as you read it (an ISO date and time)' })
  .optional();
export const saveAnswersSchema = z.object({ answers, fromUpdatedAt });
export const submitFormSchema = z.object({ answers: answers.optional(), fromUpdatedAt });
export const correctFormSchema = z.object({ answers, reason: requiredText('Reason', 1000) });

export const copyFormTemplateSchema = z.object({ name: requiredText('Name', 200).optional() });
