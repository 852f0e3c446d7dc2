import { type FormSettings, getFormSettings, updateFormSettings } from '../../domain/forms/form-settings.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// The forms setting (docs/forms.md → Completing a job), as GET/PUT /api/form-settings.

const FormSettingsRef = builder.objectRef<FormSettings>('FormSettings').implement({
  description: 'Whether required forms block completing a job',
  fields: (t) => ({
    blockCompletion: t.exposeBoolean('blockCompletion', {
      description: 'True: a job whose required forms are not all submitted cannot be completed. False: Complete asks first',
    }),
  }),
});

builder.queryField('formSettings', (t) =>
  t.field({ type: FormSettingsRef, authScopes: { loggedIn: true }, resolve: (_root, _args, ctx) => getFormSettings(ctx) }),
);

builder.mutationField('updateFormSettings', (t) =>
  t.field({
    type: FormSettingsRef,
    errors: appErrors,
    authScopes: { can: 'manageFormTemplates' },
    args: { blockCompletion: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => updateFormSettings(ctx, args),
  }),
);
