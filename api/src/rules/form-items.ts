import type { FormDefinition, GroupField } from './form-definition.ts';
import { fieldsOf } from './form-definition.ts';

// Which forms record items (docs/forms.md → Test and tag): a form whose definition has a group with an `asset_id` and
// a `result` field — the built-in test-and-tag, or any template built the same way. Each of its rows with an asset id
// becomes (or updates) a unit of the job's customer once submitted. Pure: shared by the API and the web app.

/** The group whose rows are items, or null for a form without one. */
export function itemGroupOf(definition: FormDefinition): GroupField | null {
  for (const f of fieldsOf(definition))
    if (f.kind === 'group' && f.fields.some((g) => g.id === 'asset_id') && f.fields.some((g) => g.id === 'result')) return f;
  return null;
}
