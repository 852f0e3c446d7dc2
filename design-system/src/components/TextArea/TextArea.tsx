import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  placeholder?: string;
  rows?: number;
}

/** Multi-line text input (notes, descriptions, terms). */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, className, isInvalid, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea placeholder={placeholder} rows={rows} className={fieldStyles.textArea} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
