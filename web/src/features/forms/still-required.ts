/**
 * The job's required forms not submitted yet: what Complete asks about and the Forms section names. Read from the
 * job's forms (the API's `formsStillRequired` is the same list; the job screen asks for `forms` alone, so its one
 * statement reads them).
 */
export const stillRequired = <F extends { required: boolean; status: string }>(forms: readonly F[]): F[] =>
  forms.filter((f) => f.required && f.status === 'draft');
