import { type ReactNode, useId } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Form as AriaForm,
  type FormProps as AriaFormProps,
  Label,
  Text,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as fieldStyles from '../shared/field.css';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  className?: string;
}

/**
 * A form with vertical rhythm. Server-side errors can be passed as `validationErrors`
 * (field name → the spec's message) and show under the matching field.
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx(styles.form, className)} />;
}

/** Right-aligned row of form buttons. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Puts fields side by side, wrapping on narrow screens. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** Label of a react-aria field; shows a red asterisk when the field is required. */
export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={fieldStyles.label}>{children}</Label> : null;
}

/** Help text under a react-aria field. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={fieldStyles.description}>
      {children}
    </Text>
  ) : null;
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className' | 'style'> {
  className?: string;
}

/** The error of the surrounding field, e.g. 'Title is required'. Only shown while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={cx(fieldStyles.error, className)} />;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; marks the field invalid. */
  error?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, help text and error around any custom control (a group of checkboxes, a file picker…). */
export function FormField({ label, description, error, isRequired, children, className }: FormFieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
      data-required={isRequired || undefined}
      className={cx(fieldStyles.field, styles.fieldset, className)}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      {children}
      {description ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
