export { EntryActions, type EntryActionsProps } from './EntryActions';
export {
  HoursForm,
  type HoursFormValues,
  hoursText,
  NoteForm,
  PartForm,
  type PartFormValues,
  type PartPickerProps,
  useEntrySubmit,
} from './EntryForms';
