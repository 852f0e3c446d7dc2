// What other features use from Settings. Import from here, never from a file inside.

export { TaxDetailsForm } from './TaxDetailsForm';
