// What other features use from the customer's sign-off (docs/forms.md → Customer sign-off). Import from here.

export { JobSignOffSection } from './JobSignOffSection';
export { ServiceReportsCard } from './ServiceReportsCard';
export { ServiceReportView } from './ServiceReportView';
export { SignOffForm, type SignOffValues } from './SignOffForm';
export { CustomerServiceReportsFields, EquipmentServiceReportsFields, JobSignOffFields } from './sign-off-docs';
