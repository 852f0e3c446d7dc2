// What other features use from equipment. Import from here, never from a file inside the folder.
export { EquipmentDialog } from './EquipmentDialog';
export { CUSTOMER_FIRST, type EquipmentChoice, EquipmentPicker, type EquipmentPickerProps } from './EquipmentPicker';
export { RecordMeterReadingForm } from './MeterReadings';
export { intervalLabel } from './service-interval';
