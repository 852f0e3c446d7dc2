// What other features use from customers. Import from here, never from a file inside the folder.
export { type CustomerChoice, CustomerPicker, type CustomerPickerProps } from './CustomerPicker';
