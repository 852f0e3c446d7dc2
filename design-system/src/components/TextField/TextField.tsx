import type { ReactNode } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  placeholder?: string;
  /** Icon shown at the start of the input. */
  icon?: ReactNode;
}

/** Single-line text input with label, help text and error. */
export function TextField({ label, description, errorMessage, placeholder, icon, className, isInvalid, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      {icon ? (
        <div className={fieldStyles.control}>
          <span className={fieldStyles.adornment}>{icon}</span>
          <Input placeholder={placeholder} className={fieldStyles.input} />
        </div>
      ) : (
        <Input placeholder={placeholder} className={fieldStyles.textInput} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
