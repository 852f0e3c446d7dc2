import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as choiceStyles from '../shared/choice.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  children: ReactNode;
}

/** One choice out of a few visible options, e.g. service interval. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  isInvalid,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(choiceStyles.group, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={choiceStyles.groupItems} data-orientation={orientation}>
        {children}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(choiceStyles.choice, className)}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
