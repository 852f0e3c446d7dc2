import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as choiceStyles from '../shared/choice.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  className?: string;
}

/** A checkbox with its label. Supports `isIndeterminate`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(choiceStyles.choice, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon size={14} strokeWidth={3} /> : isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
}

/** Several checkboxes under one label, e.g. assigned technicians. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  isInvalid,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(choiceStyles.group, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={choiceStyles.groupItems} data-orientation={orientation}>
        {children}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
