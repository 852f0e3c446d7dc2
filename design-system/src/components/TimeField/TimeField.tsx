import { TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps, type TimeValue } from 'react-aria-components';
import { ClockIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import { DateSegments } from '../shared/DateSegments';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children'>,
    FieldChromeProps {}

/** Time of day input (hour, minute, am/pm in en-AU). */
export function TimeField<T extends TimeValue>({ label, description, errorMessage, className, isInvalid, ...props }: TimeFieldProps<T>) {
  return (
    <AriaTimeField {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        <DateSegments />
        <span className={fieldStyles.adornment}>
          <ClockIcon size={16} />
        </span>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTimeField>
  );
}
