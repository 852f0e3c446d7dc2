import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** Props every labelled field shares. */
export interface FieldChromeProps {
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text shown when the field is invalid; a string also marks the field invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  className?: string;
}

/** A string error message makes the field invalid; a function only formats native validation. */
export function invalidFrom(isInvalid: boolean | undefined, errorMessage: FieldChromeProps['errorMessage']): boolean | undefined {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}
