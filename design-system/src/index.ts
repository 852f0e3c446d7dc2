// Public API of @spanner/design-system. This is the only barrel file.

export type { Key, Selection, SortDescriptor } from 'react-aria-components';
// Overlays
export { DialogTrigger } from 'react-aria-components';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { type AvatarVariant, avatarVariants } from './components/Avatar/patterns';
export { avatarHue, initials } from './components/Avatar/seed';
export { Badge, type BadgeProps, StatusBadge, type StatusBadgeProps } from './components/Badge/Badge';
export { type Tone, tones } from './components/Badge/tones';
// Feedback
export { Banner, type BannerProps, type BannerTone } from './components/Banner/Banner';
// Actions
export { Button, type ButtonProps } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './components/Checkbox/Checkbox';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { matchesQuery, shouldOfferCreate } from './components/ComboBox/filter';
export { Calendar, type CalendarProps, DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export {
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
} from './components/DescriptionList/DescriptionList';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { isAcceptedFile, partitionFiles } from './components/DropZone/accept';
export { DropZone, type DropZoneProps, FileTrigger, type FileTriggerProps } from './components/DropZone/DropZone';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Entry, EntryList, type EntryListProps, type EntryProps } from './components/EntryList/EntryList';
export {
  FigureTable,
  type FigureTableColumn,
  type FigureTableProps,
  type FigureTableRow,
} from './components/FigureTable/FigureTable';
// Forms
export {
  FieldDescription,
  FieldError,
  type FieldErrorProps,
  FieldLabel,
  Form,
  FormActions,
  FormField,
  type FormFieldProps,
  type FormProps,
  FormRow,
} from './components/Form/Form';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Link, type LinkProps } from './components/Link/Link';
export { LinkCard, type LinkCardProps } from './components/LinkCard/LinkCard';
export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuSeparator, MenuTrigger } from './components/Menu/Menu';
export { Meter, type MeterLevel, type MeterProps } from './components/Meter/Meter';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
// Layout
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/RadioGroup';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { Select, type SelectProps } from './components/Select/Select';
export { SidebarNavItem, type SidebarNavItemProps } from './components/SidebarNavItem/SidebarNavItem';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Grid, type GridProps, Stack, type StackProps } from './components/Stack/Stack';
export type { Gap } from './components/Stack/Stack.css';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export type { Option } from './components/shared/Option';
// Data display
export { Cell, Column, type ColumnProps, Row, Table, TableBody, type TableBodyProps, TableHeader } from './components/Table/Table';
// Navigation
export { CountTab, type CountTabProps, Tab, TabList, TabPanel, Tabs } from './components/Tabs/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TimeField, type TimeFieldProps } from './components/TimeField/TimeField';
export { useToastsAtTop } from './components/Toast/placement';
export { TOAST_TIMEOUTS, type ToastKind, type ToastMessage, ToastRegion, toast, toastQueue } from './components/Toast/Toast';
export { Toolbar, type ToolbarProps } from './components/Toolbar/Toolbar';
export { TOOLTIP_CLOSE_DELAY, TOOLTIP_DELAY, Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
// Icons
export * from './icons/icons';
// Theme
export { vars } from './theme/contract.css';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/DesignSystemProvider';
export { lightTheme } from './theme/light.css';
export { PHONE } from './theme/media';
export { visuallyHidden, visuallyHiddenRules } from './theme/visually-hidden.css';
