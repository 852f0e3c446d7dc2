import { listUnsignedSwms, type UnsignedSwms } from '../../domain/forms/list-unsigned-swms.ts';
import { builder } from '../builder.ts';

// The paperwork reports (docs/forms.md → Reports), as GET /api/form-reports/*.

const UnsignedSwmsRef = builder.objectRef<UnsignedSwms>('UnsignedSwms').implement({
  description: 'A safe work method statement not yet signed by its workers, on a job still to be done',
  fields: (t) => ({
    id: t.exposeID('formId', { description: "The form's id" }),
    jobId: t.exposeID('jobId'),
    template: t.exposeString('template'),
    jobTitle: t.exposeString('jobTitle'),
    customer: t.exposeString('customer', { nullable: true }),
    scheduledAt: t.string({ nullable: true, resolve: (s) => s.scheduledAt?.toISOString() ?? null }),
    technicians: t.exposeStringList('technicians'),
    workers: t.exposeInt('workers', { description: 'Workers on the sheet so far' }),
    signed: t.exposeInt('signed', { description: 'Of them, those who have signed' }),
  }),
});

builder.queryField('unsignedSwms', (t) =>
  t.field({
    type: [UnsignedSwmsRef],
    authScopes: { can: 'seeFormReports' },
    description: 'Safe work method statements not yet submitted on jobs neither completed nor cancelled, soonest job first',
    resolve: (_root, _args, ctx) => listUnsignedSwms(ctx),
  }),
);
