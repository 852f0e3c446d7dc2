import type { BuiltInForm } from './types.ts';

// Air-conditioning service with the refrigerant record. The Ozone Protection and Synthetic Greenhouse Gas
// Management Regulations 1995 (Cth), r.141(1)(a), make a refrigerant trading authorisation conditional on keeping
// up-to-date records of refrigerant bought, recovered, sold and otherwise disposed of; refrigerant is handled only
// by the holder of a refrigerant handling licence (r.141(1)(i)), both administered by the Australian Refrigeration
// Council. The record here is per job: type, kg recovered and charged, the cylinder, the technician's licence.

export const airconService: BuiltInForm = {
  key: 'aircon-service',
  name: 'Air-conditioning service',
  description:
    'Service checklist for split, ducted and package units, with the refrigerant record a refrigerant trading authorisation holder keeps (type, kg recovered and charged, cylinder, ARC licence).',
  suggestedJobTypes: ['service'],
  suggestedEquipmentTypes: ['Split system', 'Ducted system', 'Package unit'],
  sources: [
    {
      title:
        'Ozone Protection and Synthetic Greenhouse Gas Management Regulations 1995 (Cth), regulation 141: conditions on authorisations',
      url: 'https://www.arctick.org/business-authorisation/conditions-of-authorisation/',
    },
    {
      title: 'DCCEEW: refrigeration and air conditioning businesses (refrigerant trading authorisation, ARC)',
      url: 'https://www.dcceew.gov.au/environment/protection/ozone/rac/businesses',
    },
  ],
  definition: {
    sections: [
      {
        id: 'unit',
        title: 'Unit',
        fields: [
          {
            id: 'system_type',
            kind: 'choice',
            label: 'System type',
            options: ['Split', 'Multi-head split', 'Ducted', 'Package', 'Cassette', 'Other'],
            required: true,
          },
          { id: 'location', kind: 'text', label: 'Location of the unit' },
          { id: 'capacity_kw', kind: 'number', label: 'Cooling capacity', unit: 'kW', min: 0, max: 2000, decimals: 1 },
        ],
      },
      {
        id: 'checks',
        title: 'Service checks',
        fields: [
          { id: 'filters', kind: 'pass_fail_na', label: 'Filters cleaned or replaced', required: true },
          { id: 'indoor_coil', kind: 'pass_fail_na', label: 'Indoor coil clean', required: true },
          { id: 'outdoor_coil', kind: 'pass_fail_na', label: 'Outdoor coil clean and clear', required: true },
          { id: 'drain', kind: 'pass_fail_na', label: 'Condensate drain clear', required: true },
          { id: 'electrical', kind: 'pass_fail_na', label: 'Electrical connections tight, isolator working', required: true },
          { id: 'leak_check', kind: 'pass_fail_na', label: 'Leak check', required: true },
          { id: 'supply_temp', kind: 'number', label: 'Supply air temperature', unit: '°C', min: -10, max: 70, decimals: 1 },
          { id: 'return_temp', kind: 'number', label: 'Return air temperature', unit: '°C', min: -10, max: 70, decimals: 1 },
          { id: 'running_amps', kind: 'number', label: 'Compressor running current', unit: 'A', min: 0, max: 500, decimals: 1 },
          { id: 'faults', kind: 'text', label: 'Faults found and work done', multiline: true },
        ],
      },
      {
        id: 'refrigerant',
        title: 'Refrigerant record',
        description:
          'Kept for the refrigerant trading authorisation (Ozone Protection and Synthetic Greenhouse Gas Management Regulations 1995, r.141): the refrigerant recovered and charged on this job, and the licensed technician who handled it.',
        fields: [
          { id: 'refrigerant_handled', kind: 'checkbox', label: 'Refrigerant was recovered or charged on this job' },
          {
            id: 'refrigerant_type',
            kind: 'choice',
            label: 'Refrigerant type',
            options: ['R32', 'R410A', 'R22', 'R134a', 'R407C', 'R404A', 'R290', 'R744', 'Other'],
            required: true,
            showWhen: { field: 'refrigerant_handled', equals: true },
          },
          {
            id: 'recovered_kg',
            kind: 'number',
            label: 'Refrigerant recovered',
            unit: 'kg',
            min: 0,
            max: 500,
            decimals: 2,
            required: true,
            showWhen: { field: 'refrigerant_handled', equals: true },
          },
          {
            id: 'charged_kg',
            kind: 'number',
            label: 'Refrigerant charged',
            unit: 'kg',
            min: 0,
            max: 500,
            decimals: 2,
            required: true,
            showWhen: { field: 'refrigerant_handled', equals: true },
          },
          {
            id: 'cylinder_id',
            kind: 'text',
            label: 'Cylinder id',
            required: true,
            showWhen: { field: 'refrigerant_handled', equals: true },
          },
          {
            id: 'arc_licence',
            kind: 'text',
            label: "Technician's ARC refrigerant handling licence number",
            required: true,
            showWhen: { field: 'refrigerant_handled', equals: true },
          },
        ],
      },
      {
        id: 'finish',
        title: 'Finish',
        fields: [
          { id: 'result', kind: 'pass_fail_na', label: 'Unit left operating correctly', required: true },
          { id: 'photos', kind: 'photo', label: 'Photos' },
        ],
      },
    ],
  },
};
