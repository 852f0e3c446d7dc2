import { useCallback, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's text values and the errors of its fields, in one place: editing a field clears that field's error, so a
 * form never keeps a stale message and never stays blocked by one (a field shown invalid refuses the browser's
 * submit). Errors come back from the form's own checks or from the server (`fieldErrorsOf(err)`).
 */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const set = useCallback(
    (field: keyof V & string) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    },
    [],
  );
  return { values, setValues, set, errors, setErrors };
}
