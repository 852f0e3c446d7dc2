import type { BuiltInForm } from './types.ts';

// Victoria Certificate of Electrical Safety: the checklist and record a licensed electrician keeps for the work.
// Electricity Safety Act 1998 (Vic) s.45A: a certificate for all electrical installation work, given to the person
// the work was for and a copy to Energy Safe Victoria within the required time; prescribed work also needs a
// licensed inspector's certificate of inspection. The certificate itself is bought and lodged through Energy Safe
// Victoria's own system: this form records it and never lodges anything.

export const coesVic: BuiltInForm = {
  key: 'coes-vic',
  name: 'Certificate of Electrical Safety record (VIC)',
  description:
    "Checklist and record for a Victorian Certificate of Electrical Safety: the work, the six mandatory tests, prescribed work's inspection, and the certificate number once lodged with Energy Safe Victoria (Spanner does not lodge it).",
  suggestedJobTypes: ['installation', 'repair'],
  suggestedEquipmentTypes: [],
  sources: [
    {
      title: 'Electricity Safety Act 1998 (Vic) s.45A: certificates of electrical safety',
      url: 'http://www.austlii.edu.au/au/legis/vic/consol_act/esa1998209/s45a.html',
    },
    {
      title: 'Energy Safe Victoria: Certificate of Electrical Safety (prescribed and non-prescribed work)',
      url: 'https://www.esv.vic.gov.au/about-us/media-centre/energy-safe-campaigns/certificate-electrical-safety-keeping-you-energy-safe',
    },
    {
      title: 'Energy Safe Victoria: electrical installation FAQs (the mandatory tests)',
      url: 'https://esv.vic.gov.au/about-esv/faqs/electrical-installation/',
    },
  ],
  definition: {
    sections: [
      {
        id: 'lodgement',
        title: 'Lodgement',
        description:
          "The certificate is completed and lodged in Energy Safe Victoria's own system, not in Spanner. Give the customer their copy and lodge ESV's copy within the required time, then record the certificate number here.",
        fields: [
          { id: 'coes_type', kind: 'choice', label: 'Certificate type', options: ['Non-prescribed', 'Prescribed'], required: true },
          { id: 'coes_number', kind: 'text', label: 'Certificate number (from Energy Safe Victoria)', required: true },
          { id: 'lodged_on', kind: 'date', label: 'Lodged with Energy Safe Victoria on', required: true },
          { id: 'customer_copy', kind: 'checkbox', label: 'Customer given their copy', required: true },
        ],
      },
      {
        id: 'installation',
        title: 'Installation',
        fields: [
          { id: 'address', kind: 'text', label: 'Installation address', required: true },
          { id: 'customer_name', kind: 'text', label: 'Customer (person the work was for)', required: true },
          { id: 'nmi', kind: 'text', label: 'NMI or meter number' },
          {
            id: 'installation_type',
            kind: 'choice',
            label: 'Type of installation',
            options: ['Residential', 'Commercial', 'Industrial', 'Rural', 'Other'],
            required: true,
          },
          { id: 'work_description', kind: 'text', label: 'Description of the work', multiline: true, required: true },
          { id: 'completed_on', kind: 'date', label: 'Work completed on', required: true },
        ],
      },
      {
        id: 'tests',
        title: 'Mandatory tests and visual inspection',
        fields: [
          { id: 'visual', kind: 'pass_fail_na', label: 'Visual inspection of the work', required: true },
          {
            id: 'earth_continuity',
            kind: 'pass_fail_na',
            label: 'Continuity of the earthing system and main, protective and bonding conductors',
            required: true,
          },
          { id: 'insulation', kind: 'pass_fail_na', label: 'Insulation resistance of the wiring system', required: true },
          { id: 'polarity', kind: 'pass_fail_na', label: "Polarity of the consumer's mains and the wiring system", required: true },
          { id: 'circuit_connections', kind: 'pass_fail_na', label: 'Correct circuit connections', required: true },
          { id: 'fault_loop', kind: 'pass_fail_na', label: 'Earth fault-loop impedance', required: true },
          { id: 'rcd', kind: 'pass_fail_na', label: 'Operation of residual current devices', required: true },
          { id: 'insulation_mohms', kind: 'number', label: 'Lowest insulation resistance', unit: 'MΩ', min: 0, max: 2000, decimals: 2 },
          { id: 'rcd_trip_ms', kind: 'number', label: 'Slowest RCD trip time', unit: 'ms', min: 0, max: 1000, decimals: 0 },
        ],
      },
      {
        id: 'prescribed',
        title: 'Prescribed work: inspection',
        description:
          'Prescribed work (mains, main switchboard, metering, main earthing, solar and batteries, …) is inspected by a licensed electrical inspector before the certificate is finalised.',
        fields: [
          {
            id: 'inspector_name',
            kind: 'text',
            label: 'Licensed electrical inspector',
            required: true,
            showWhen: { field: 'coes_type', equals: 'Prescribed' },
          },
          {
            id: 'inspector_licence',
            kind: 'text',
            label: "Inspector's licence number",
            required: true,
            showWhen: { field: 'coes_type', equals: 'Prescribed' },
          },
          {
            id: 'inspected_on',
            kind: 'date',
            label: 'Inspected on',
            required: true,
            showWhen: { field: 'coes_type', equals: 'Prescribed' },
          },
        ],
      },
      {
        id: 'electrician',
        title: 'Electrician',
        fields: [
          { id: 'electrician_name', kind: 'text', label: 'Licensed electrical worker', required: true },
          { id: 'electrician_licence', kind: 'text', label: 'Electrician licence number', required: true },
          { id: 'rec_number', kind: 'text', label: 'Registered electrical contractor (REC) number', required: true },
        ],
      },
    ],
  },
};
