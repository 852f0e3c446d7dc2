import { Select as AriaSelect, type SelectProps as AriaSelectProps, Button, type Key, SelectValue } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import { Popover } from '../Popover/Popover';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import { type Option, OptionList } from '../shared/Option';
import * as styles from './Select.css';

export interface SelectProps<T extends Option>
  extends Omit<AriaSelectProps<T, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldChromeProps {
  items: Iterable<T>;
  placeholder?: string;
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (value: Key | null) => void;
}

/** Pick one option from a short list. */
export function Select<T extends Option>({
  label,
  description,
  errorMessage,
  items,
  placeholder = 'Select…',
  className,
  isInvalid,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size={16} className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <OptionList items={items} />
      </Popover>
    </AriaSelect>
  );
}
