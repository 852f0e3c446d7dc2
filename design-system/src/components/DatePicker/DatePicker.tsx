import { type FocusEvent, useRef, useState } from 'react';
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Dialog,
  Group,
  Heading,
} from 'react-aria-components';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, FieldLabel } from '../Form/Form';
import { Popover } from '../Popover/Popover';
import { DateSegments } from '../shared/DateSegments';
import * as fieldStyles from '../shared/field.css';
import { type FieldChromeProps, invalidFrom } from '../shared/fieldProps';
import * as styles from './DatePicker.css';

export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children'> {
  className?: string;
}

/** A month calendar. Weeks start on Monday. */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} firstDayOfWeek="mon" className={cx(styles.calendar, className)}>
      <header className={styles.header}>
        <Button slot="previous" className={fieldStyles.controlButton}>
          <ChevronLeftIcon size={16} />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={fieldStyles.controlButton}>
          <ChevronRightIcon size={16} />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'>,
    FieldChromeProps {
  /**
   * A typed date that does not exist (31/02/2027) was refused (its message) or cleared (null). React Aria would
   * move it to the month's last day when the field loses focus; this field keeps the value as it was instead.
   */
  onTypedInvalid?: (message: string | null) => void;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The day, month and year typed in a field's segments, when all three are filled. */
function typedDate(group: HTMLElement): { d: number; m: number; y: number } | null {
  const read = (type: string) => {
    const el = group.querySelector(`[data-type="${type}"]`);
    return !el || el.hasAttribute('data-placeholder') ? null : Number(el.getAttribute('aria-valuenow'));
  };
  const [d, m, y] = [read('day'), read('month'), read('year')];
  return d && m && y ? { d, m, y } : null;
}

/** The message for a typed date that does not exist ('31/02/2027 is not a date'), or null. */
export function missingDateMessage(d: number, m: number, y: number): string | null {
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? null : `${pad2(d)}/${pad2(m)}/${y} is not a date`;
}

/**
 * Date input with a calendar popover (en-AU day/month/year, weeks start Monday). A typed date that does not exist
 * is refused with a message, not moved to another day.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  isInvalid,
  onChange,
  onTypedInvalid,
  ...props
}: DatePickerProps<T>) {
  const [refused, setRefused] = useState<string | null>(null);
  const refusing = useRef(false);
  const refuse = (message: string | null) => {
    if (message === refused) return;
    setRefused(message);
    onTypedInvalid?.(message);
  };
  // Read the segments as typed before React Aria settles them (capture runs before the segment's own blur).
  const onBlurCapture = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    const typed = typedDate(e.currentTarget);
    const message = typed ? missingDateMessage(typed.d, typed.m, typed.y) : null;
    refuse(message);
    // The change React Aria makes as this blur finishes (the moved day) is not passed on.
    if (message) {
      refusing.current = true;
      setTimeout(() => {
        refusing.current = false;
      }, 0);
    }
  };
  const shownError = refused ?? errorMessage;
  return (
    <AriaDatePicker
      {...props}
      onChange={(value) => {
        if (refusing.current) return;
        if (refused) refuse(null);
        onChange?.(value);
      }}
      isInvalid={invalidFrom(isInvalid || !!refused, shownError)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control} onBlurCapture={onBlurCapture}>
        <DateSegments />
        <Button className={fieldStyles.controlButton}>
          <CalendarIcon size={16} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{shownError}</FieldError>
      <Popover placement="bottom end">
        <Dialog aria-label="Choose date" className={styles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
