import { useMemo, useState } from 'react';
import { ComboBox as AriaComboBox, type ComboBoxProps as AriaComboBoxProps, Button, Group, Input, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import { Popover } from '../Popover/Popover';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import { type ListOption, type Option, OptionList } from '../shared/Option';
import { matchesQuery, shouldOfferCreate } from './filter';

/** The create option's key carries the text, so no state can go stale between typing and choosing. */
const CREATE_PREFIX = '__spanner_create__:';

export interface ComboBoxProps<T extends Option>
  extends Omit<
      AriaComboBoxProps<ListOption, 'single'>,
      | 'className'
      | 'style'
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'selectionMode'
      | 'defaultFilter'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldChromeProps {
  items: T[];
  placeholder?: string;
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (value: Key | null) => void;
  /** Offer 'Create "<text>"' when the typed text matches no option exactly (ignoring case). */
  allowsCreate?: boolean;
  /** Called with the trimmed typed text when the create option is chosen. */
  onCreate?: (text: string) => void;
  /** The create option's text for the typed text; 'Create "<text>"' unless given. */
  createLabel?: (text: string) => string;
  /** Shown when nothing matches and nothing can be created. */
  emptyText?: string;
}

/**
 * Type to filter a list (case-insensitive substring). With `allowsCreate`, a 'Create "<text>"' option appears for
 * text that is not an existing option and calls `onCreate(text)`.
 */
export function ComboBox<T extends Option>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  className,
  isInvalid,
  allowsCreate,
  onCreate,
  createLabel = (name) => `Create "${name}"`,
  emptyText = 'No matches',
  value,
  defaultValue = null,
  onChange,
  inputValue,
  defaultInputValue,
  onInputChange,
  ...props
}: ComboBoxProps<T>) {
  const [ownValue, setOwnValue] = useState<Key | null>(defaultValue);
  const selected = value !== undefined ? value : ownValue;
  const [initialInput] = useState(() => defaultInputValue ?? items.find((item) => item.id === selected)?.label ?? '');
  const [ownInput, setOwnInput] = useState(initialInput);
  const text = inputValue ?? ownInput;

  const choices = useMemo<ListOption[]>(() => {
    if (!allowsCreate || !shouldOfferCreate(text, items)) return items;
    // Its textValue is the typed text itself, so the list filter always keeps it.
    const name = text.trim();
    return [...items, { id: CREATE_PREFIX + name, label: createLabel(name), textValue: name, kind: 'create' }];
  }, [allowsCreate, items, text, createLabel]);

  return (
    <AriaComboBox
      {...props}
      defaultItems={choices}
      value={selected}
      inputValue={inputValue}
      defaultInputValue={initialInput}
      onInputChange={(next) => {
        setOwnInput(next);
        onInputChange?.(next);
      }}
      onChange={(key) => {
        if (typeof key === 'string' && key.startsWith(CREATE_PREFIX)) {
          onCreate?.(key.slice(CREATE_PREFIX.length));
          return;
        }
        setOwnValue(key);
        onChange?.(key);
      }}
      defaultFilter={matchesQuery}
      allowsEmptyCollection
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        <Button className={fieldStyles.controlButton}>
          <ChevronDownIcon size={16} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <OptionList renderEmpty={() => emptyText} />
      </Popover>
    </AriaComboBox>
  );
}
