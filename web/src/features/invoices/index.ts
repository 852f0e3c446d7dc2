// What other features use from invoices. Import from here, never from a file inside the folder.

export { ConvertToInvoiceButton, useInvoiceFromCompletedJob } from './ConvertToInvoiceButton';
