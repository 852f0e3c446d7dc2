import { z } from 'zod';
import { route } from './contract.ts';

// The paperwork reports (docs/forms.md → Reports): what is still to sign or send.

export const unsignedSwmsJson = z.object({
  /** The form's id. */
  id: z.string(),
  job_id: z.string(),
  template: z.string(),
  job_title: z.string(),
  customer: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  technicians: z.array(z.string()),
  workers: z.number().int(),
  signed: z.number().int(),
});

export const formReportsContract = {
  unsignedSwms: route({
    method: 'GET',
    path: '/api/form-reports/swms-unsigned',
    summary:
      'Safe work method statements (forms with a sign-on sheet) not yet submitted on jobs neither completed nor cancelled, soonest job first (at most 200)',
    access: { can: 'seeFormReports' },
    response: z.array(unsignedSwmsJson),
  }),
};
