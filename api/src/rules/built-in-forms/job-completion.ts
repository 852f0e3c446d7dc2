import type { BuiltInForm } from './types.ts';

// A generic job-completion checklist: what was done, the site left safe and clean, the customer told.

export const jobCompletion: BuiltInForm = {
  key: 'job-completion',
  name: 'Job completion checklist',
  description: 'What was done, materials used, the site left safe and clean, follow-up needed, and the customer shown the work.',
  suggestedJobTypes: ['service', 'repair', 'installation', 'other'],
  suggestedEquipmentTypes: [],
  sources: [],
  definition: {
    sections: [
      {
        id: 'work',
        title: 'Work done',
        fields: [
          { id: 'work_done', kind: 'text', label: 'Work done', multiline: true, required: true },
          { id: 'materials', kind: 'text', label: 'Materials used', multiline: true },
          { id: 'time_on_site_h', kind: 'number', label: 'Time on site', unit: 'h', min: 0, max: 24, decimals: 2 },
          { id: 'photos', kind: 'photo', label: 'Photos of the finished work' },
        ],
      },
      {
        id: 'site',
        title: 'Site',
        fields: [
          { id: 'tested', kind: 'pass_fail_na', label: 'Work tested and working', required: true },
          { id: 'safe', kind: 'checkbox', label: 'Site left safe (covers on, isolations removed, no hazards left)', required: true },
          { id: 'clean', kind: 'checkbox', label: 'Site left clean, rubbish removed', required: true },
        ],
      },
      {
        id: 'follow_up',
        title: 'Follow-up',
        fields: [
          { id: 'follow_up_needed', kind: 'checkbox', label: 'Follow-up needed' },
          {
            id: 'follow_up',
            kind: 'text',
            label: 'What needs following up',
            multiline: true,
            required: true,
            showWhen: { field: 'follow_up_needed', equals: true },
          },
          { id: 'customer_shown', kind: 'checkbox', label: 'Work shown and explained to the customer' },
          { id: 'notes', kind: 'text', label: 'Notes', multiline: true },
        ],
      },
    ],
  },
};
