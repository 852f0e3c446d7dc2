import type { BuiltInForm } from './types.ts';

// Safe Work Method Statement for high-risk construction work (Work Health and Safety Regulation 2011, r.291 lists
// the work; r.299 asks for the statement: the work, its hazards and risks, the control measures, how they are put in
// place, monitored and reviewed). Each worker signs that they have read it.

/** The high-risk construction work of r.291, word for word in substance. */
export const HIGH_RISK_CONSTRUCTION_WORK = [
  'Risk of a person falling more than 2 metres',
  'On a telecommunication tower',
  'Demolition of a load-bearing element or one related to the physical integrity of a structure',
  'Disturbance of asbestos, or likely disturbance',
  'Structural alterations or repairs needing temporary support to prevent collapse',
  'In or near a confined space',
  'In or near a shaft or trench deeper than 1.5 metres, or a tunnel',
  'Use of explosives',
  'On or near pressurised gas distribution mains or piping',
  'On or near chemical, fuel or refrigerant lines',
  'On or near energised electrical installations or services',
  'In an area that may have a contaminated or flammable atmosphere',
  'Tilt-up or precast concrete',
  'On, in or next to a road, railway, shipping lane or other traffic corridor in use',
  'In an area with movement of powered mobile plant',
  'In an area with artificial extremes of temperature',
  'In or near water or other liquid with a risk of drowning',
  'Diving work',
];

export const swms: BuiltInForm = {
  key: 'swms',
  name: 'Safe Work Method Statement (SWMS)',
  description:
    'For high-risk construction work: the task, which of the regulation 291 categories apply, each step with its hazard, risk, control and who is responsible, and every worker signing that they have read it.',
  suggestedJobTypes: ['installation'],
  suggestedEquipmentTypes: [],
  sources: [
    {
      title: 'Safe Work Australia: interactive SWMS tool (model WHS Regulations r.291 high-risk construction work, r.299 SWMS)',
      url: 'https://www.safeworkaustralia.gov.au/doc/interactive-swms-tool',
    },
  ],
  definition: {
    sections: [
      {
        id: 'task',
        title: 'Task',
        fields: [
          { id: 'task', kind: 'text', label: 'Work activity', required: true, multiline: true },
          { id: 'site', kind: 'text', label: 'Site address', required: true },
          { id: 'principal_contractor', kind: 'text', label: 'Principal contractor (if any)' },
          { id: 'prepared_by', kind: 'text', label: 'Prepared by', required: true },
          { id: 'prepared_on', kind: 'date', label: 'Date prepared', required: true },
          {
            id: 'high_risk_work',
            kind: 'choice',
            label: 'High-risk construction work involved',
            multiple: true,
            options: HIGH_RISK_CONSTRUCTION_WORK,
            required: true,
          },
          { id: 'ppe', kind: 'text', label: 'Personal protective equipment', multiline: true },
          { id: 'permits', kind: 'text', label: 'Permits, licences and plant needed' },
        ],
      },
      {
        id: 'steps',
        title: 'Steps, hazards and controls',
        fields: [
          {
            id: 'steps',
            kind: 'group',
            label: 'Steps',
            rowLabel: 'Step',
            minRows: 1,
            required: true,
            fields: [
              { id: 'step', kind: 'text', label: 'Step', required: true },
              { id: 'hazard', kind: 'text', label: 'Hazard', required: true },
              { id: 'risk', kind: 'choice', label: 'Risk before controls', options: ['Low', 'Medium', 'High', 'Extreme'], required: true },
              { id: 'control', kind: 'text', label: 'Control measures', required: true, multiline: true },
              { id: 'residual_risk', kind: 'choice', label: 'Risk after controls', options: ['Low', 'Medium', 'High', 'Extreme'] },
              { id: 'responsible', kind: 'text', label: 'Responsible', required: true },
            ],
          },
          { id: 'review', kind: 'text', label: 'How the controls are monitored and reviewed', multiline: true },
        ],
      },
      {
        id: 'sign_on',
        title: 'Workers',
        description: 'Each worker signs that the statement was explained to them and they will follow it.',
        fields: [
          {
            id: 'workers',
            kind: 'group',
            label: 'Workers',
            rowLabel: 'Worker',
            minRows: 1,
            required: true,
            signAgainOnChange: true,
            fields: [
              { id: 'name', kind: 'text', label: 'Name', required: true },
              { id: 'signature', kind: 'signature', label: 'Signature', required: true },
              { id: 'signed_on', kind: 'date', label: 'Date', required: true },
            ],
          },
        ],
      },
    ],
  },
};
