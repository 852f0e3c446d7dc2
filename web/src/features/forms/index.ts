// What other features use from forms (docs/forms.md). Import from here, never from a file inside.

export { allAnswers, submitProblems } from './answers-to-send';
export { type Answers, definitionOf } from './definition';
export { FormAnswers } from './FormAnswers';
export { FormBody } from './FormBody';
export { FormSettingsQuery } from './form-settings-docs';
export { pad as signaturePadClass } from './forms.css';
export { JOB_FORMS_ID, JobFormsSection } from './JobFormsSection';
export { JobFormsFields } from './job-form-docs';
export { stillRequired } from './still-required';
export { canvasFile, type JobPhoto, type PhotoUpload, PhotoUploadContext, uploadToJob, usePhotoUpload } from './upload';
export { useSignaturePad } from './use-signature-pad';
