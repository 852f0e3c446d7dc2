// What other features use from the customer's sign-off (docs/forms.md → Customer sign-off). Import from here.

export { JobSignOffSection } from './JobSignOffSection';
export { JobSignOffFields } from './sign-off-docs';
