import { z } from 'zod';
import { formSettingsSchema } from '../domain/forms/form-settings.ts';
import { camelKeys } from '../views/account.views.ts';
import { route } from './contract.ts';

// The forms setting (docs/forms.md → Completing a job): whether required forms block completing a job.

const formSettingsJson = z.object({ block_completion: z.boolean() });

export const formSettingsContract = {
  getFormSettings: route({
    method: 'GET',
    path: '/api/form-settings',
    summary: 'Whether a job whose required forms are not all submitted can be completed (block_completion)',
    access: 'user',
    response: formSettingsJson,
  }),
  updateFormSettings: route({
    method: 'PUT',
    path: '/api/form-settings',
    summary: 'Set {block_completion}: true refuses completing a job with required forms not submitted (admin, manager)',
    access: { can: 'manageFormTemplates' },
    body: z.preprocess(camelKeys, formSettingsSchema),
    response: formSettingsJson,
  }),
};
