import type { FormDefinition } from '../form-definition.ts';

/** A template Spanner ships: a business adds it as an ordinary template of its own (a copy) and may change it. */
export interface BuiltInForm {
  /** Stable key, kept on the added template as `builtInKey`. */
  key: string;
  name: string;
  description: string;
  /** What the template suits: shown when adding; the added template attaches to nothing until the business sets it. */
  suggestedJobTypes: ('service' | 'repair' | 'installation' | 'other')[];
  suggestedEquipmentTypes: string[];
  /** The rules and standards it follows, with where they are published. */
  sources: { title: string; url: string }[];
  definition: FormDefinition;
}
