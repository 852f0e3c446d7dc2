// What other features use from equipment. Import from here, never from a file inside the folder.
export { EquipmentDialog } from './EquipmentDialog';
export { RecordMeterReadingForm } from './MeterReadings';
export { intervalLabel } from './service-interval';
