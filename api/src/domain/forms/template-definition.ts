import { AppError } from '../../errors.ts';
import { type FormDefinition, formDefinitionSchema } from '../../rules/form-definition.ts';

/**
 * A template's fields as sent, checked by the definition's rules: refused with each problem keyed under
 * `definition.` (e.g. `definition.sections.0.fields.2.label`) and the first one as the message.
 */
export function parseDefinition(raw: unknown): FormDefinition {
  const result = formDefinitionSchema.safeParse(raw);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const where = issue.path.join('.');
    const message = issue.message.startsWith('Invalid') ? `Definition ${where || ''} is invalid`.replace('  ', ' ') : issue.message;
    fieldErrors[where ? `definition.${where}` : 'definition'] ??= message;
  }
  throw new AppError('VALIDATION', Object.values(fieldErrors)[0] ?? 'Definition is invalid', { fieldErrors });
}
