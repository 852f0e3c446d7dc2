// What other areas use of timesheets: the day's clock buttons and what the clock says (the offline app's timesheet).
export { ClockButtons, type ClockJob } from './ClockButtons';
export { clockStatusText } from './clock-state';
// The form of a day entered after the fact (the offline app's "Add a day" saves it to the outbox).
export { ShiftForm, type ShiftFormValues } from './ShiftForm';
