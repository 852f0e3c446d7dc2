import { SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps, Button, Input } from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, FieldChromeProps {
  placeholder?: string;
}

/** Search input with a magnifier and a clear button; Escape clears it. Give it `label` or `aria-label`. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder = 'Search',
  className,
  isInvalid,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        <span className={fieldStyles.adornment}>
          <SearchIcon size={16} />
        </span>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        <Button className={cx(fieldStyles.controlButton, styles.clear)} aria-label="Clear search">
          <CloseIcon size={14} />
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
