// Where each stored file is in the export's ZIP: the CSV tables name these paths, the files are written at them.

/** A job photo (a drawn signature is one too), with its own extension. */
export const photoPath = (photo: { id: string; jobId: string; storageKey: string }) => {
  const ext = photo.storageKey.match(/\.\w{1,5}$/)?.[0] ?? '';
  return `photos/${photo.jobId}/${photo.id}${ext}`;
};

/** A form's answers, a row per answer. */
export const formAnswersPath = (form: { id: string; jobId: string }) => `forms/${form.jobId}/${form.id}.csv`;

/** A customer sign-off's service report, the PDF kept when it was signed. */
export const signOffReportPath = (signOff: { id: string; jobId: string }) => `sign-offs/${signOff.jobId}/${signOff.id}.pdf`;
