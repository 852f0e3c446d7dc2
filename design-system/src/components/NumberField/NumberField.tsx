import { NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps, Button, Group, Input } from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  placeholder?: string;
  /** Hide the − / + buttons. */
  hideStepper?: boolean;
}

/** Number input with locale formatting (e.g. `formatOptions={{ style: 'currency', currency: 'AUD' }}`) and steppers. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper,
  className,
  isInvalid,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        {hideStepper ? null : (
          <>
            <Button slot="decrement" className={fieldStyles.controlButton}>
              <MinusIcon size={16} />
            </Button>
            <Button slot="increment" className={fieldStyles.controlButton}>
              <PlusIcon size={16} />
            </Button>
          </>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
