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
    FieldChromeProps {}

/** Date input with a calendar popover (en-AU day/month/year, weeks start Monday). */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, isInvalid, ...props }: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...props} isInvalid={invalidFrom(isInvalid, errorMessage)} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <DateSegments />
        <Button className={fieldStyles.controlButton}>
          <CalendarIcon size={16} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom end">
        <Dialog aria-label="Choose date" className={styles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
