// What other features use from forms (docs/forms.md). Import from here, never from a file inside.

export { pad as signaturePadClass } from './forms.css';
export { JOB_FORMS_ID, JobFormsSection } from './JobFormsSection';
export { JobFormsFields } from './job-form-docs';
export { stillRequired } from './still-required';
export { canvasFile, uploadToJob } from './upload';
export { useSignaturePad } from './use-signature-pad';
