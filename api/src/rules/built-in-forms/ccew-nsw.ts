import { CCEW_DAYS_AFTER_TEST } from '../ccew.ts';
import type { BuiltInForm } from './types.ts';

// NSW Certificate of Compliance for Electrical Work: the parts of the approved form (installation, customer, work,
// equipment, tests, contractor and tester), due within CCEW_DAYS_AFTER_TEST days of the safety and compliance test
// (Gas and Electricity (Consumer Safety) Regulation 2018 (NSW); rules/ccew.ts). Spanner keeps the record; the
// certificate is emailed by the tester to Building Commission NSW, the customer and the distributor as that page says.

const LICENCE_URL =
  'https://www.nsw.gov.au/housing-and-construction/compliance-and-regulation/electricians/electrical-compliance-requirements';

export const ccewNsw: BuiltInForm = {
  key: 'ccew-nsw',
  name: 'Certificate of Compliance for Electrical Work (NSW)',
  description: `The details of a NSW CCEW: installation, customer, type of work, equipment, tests and licences. Due within ${CCEW_DAYS_AFTER_TEST} days of the safety and compliance test.`,
  suggestedJobTypes: ['installation', 'repair'],
  suggestedEquipmentTypes: [],
  sources: [
    { title: 'NSW Government: electrical compliance requirements (CCEW, submitted within 7 days of the test)', url: LICENCE_URL },
    {
      title: 'Gas and Electricity (Consumer Safety) Regulation 2018 (NSW)',
      url: 'https://legislation.nsw.gov.au/view/html/inforce/current/sl-2018-0501',
    },
  ],
  definition: {
    sections: [
      {
        id: 'certificate',
        title: 'Certificate',
        description: `Email the completed certificate within ${CCEW_DAYS_AFTER_TEST} days of the test to the customer, and for new installations or work needing the network to Building Commission NSW and the distributor (${LICENCE_URL}).`,
        fields: [
          {
            id: 'serial',
            kind: 'text',
            label: 'CCEW serial number',
            required: true,
            description: 'e.g. your licence number and a sequence: 444444C001',
          },
        ],
      },
      {
        id: 'installation',
        title: 'Installation address',
        fields: [
          { id: 'property_name', kind: 'text', label: 'Property name' },
          { id: 'floor_unit', kind: 'text', label: 'Floor, unit' },
          { id: 'street', kind: 'text', label: 'Street number and name', required: true },
          { id: 'suburb', kind: 'text', label: 'Suburb', required: true },
          { id: 'postcode', kind: 'text', label: 'Postcode', required: true },
          { id: 'pit_pillar_pole', kind: 'text', label: 'Pit, pillar or pole number' },
          { id: 'nmi', kind: 'text', label: 'NMI (National Meter Identifier)' },
          { id: 'meter_number', kind: 'text', label: 'Meter number' },
          { id: 'retailer', kind: 'text', label: 'Electricity retailer' },
        ],
      },
      {
        id: 'customer',
        title: 'Customer',
        fields: [
          { id: 'customer_name', kind: 'text', label: 'Customer name', required: true },
          { id: 'customer_company', kind: 'text', label: 'Company' },
          { id: 'customer_address', kind: 'text', label: 'Customer address (if different)' },
          { id: 'customer_phone', kind: 'text', label: 'Phone' },
          { id: 'customer_email', kind: 'text', label: 'Email' },
        ],
      },
      {
        id: 'work',
        title: 'Installation and work',
        fields: [
          {
            id: 'installation_type',
            kind: 'choice',
            label: 'Type of installation',
            options: ['Residential', 'Commercial', 'Industrial', 'Rural', 'Mixed development'],
            required: true,
          },
          {
            id: 'work_type',
            kind: 'choice',
            label: 'Work carried out',
            multiple: true,
            options: [
              'New work',
              'Installed meter',
              'Network connection',
              'Addition or alteration to existing',
              'Install advanced meter',
              'EV connection',
              'Re-inspection of non-compliant work',
            ],
            required: true,
          },
          {
            id: 'special_conditions',
            kind: 'choice',
            label: 'Special conditions',
            multiple: true,
            options: [
              'Over 100 amps',
              'Hazardous area',
              'Off grid installation',
              'High voltage',
              'Unmetered supply',
              'Secondary power supply',
            ],
          },
          { id: 'non_compliance', kind: 'text', label: 'Non-compliance number (if re-inspection)' },
          {
            id: 'equipment',
            kind: 'group',
            label: 'Equipment installed',
            rowLabel: 'Equipment',
            fields: [
              {
                id: 'item',
                kind: 'choice',
                label: 'Equipment',
                options: ['Switchboard', 'Circuits', 'Lighting', 'Socket outlets', 'Appliances', 'Generation', 'Storage', 'Other'],
                required: true,
              },
              { id: 'rating', kind: 'text', label: 'Rating' },
              { id: 'number', kind: 'number', label: 'Number installed', min: 1, max: 10000, decimals: 0 },
              { id: 'particulars', kind: 'text', label: 'Particulars' },
            ],
          },
          {
            id: 'load_increase_amps',
            kind: 'number',
            label: 'Increased load within capacity of installation',
            unit: 'A',
            min: 0,
            max: 10000,
            decimals: 0,
          },
        ],
      },
      {
        id: 'tests',
        title: 'Tests',
        fields: [
          { id: 'earthing', kind: 'pass_fail_na', label: 'Earthing system integrity', required: true },
          { id: 'rcd', kind: 'pass_fail_na', label: 'Residual current device operational', required: true },
          { id: 'insulation', kind: 'pass_fail_na', label: 'Insulation resistance (Ph–E)', required: true },
          { id: 'visual', kind: 'pass_fail_na', label: 'Visual check that installation is suitable for connection', required: true },
          { id: 'polarity', kind: 'pass_fail_na', label: 'Polarity', required: true },
          { id: 'stand_alone', kind: 'pass_fail_na', label: 'Stand-alone system complies with AS/NZS 4509' },
          { id: 'correct_connections', kind: 'pass_fail_na', label: 'Correct current connections', required: true },
          { id: 'fault_loop', kind: 'pass_fail_na', label: 'Fault loop impedance (if necessary)' },
          { id: 'tested_on', kind: 'date', label: 'Date of test', required: true },
        ],
      },
      {
        id: 'contractor',
        title: 'Contractor and tester',
        fields: [
          { id: 'contractor_name', kind: 'text', label: 'Contractor name', required: true },
          { id: 'contractor_licence', kind: 'text', label: 'Contractor licence number', required: true },
          { id: 'contractor_licence_expiry', kind: 'date', label: 'Contractor licence expiry', required: true },
          { id: 'tester_name', kind: 'text', label: 'Tester name', required: true },
          { id: 'tester_licence', kind: 'text', label: 'Tester licence number', required: true },
          { id: 'tester_licence_expiry', kind: 'date', label: 'Tester licence expiry', required: true },
          { id: 'tester_signature', kind: 'signature', label: 'Tester signature', required: true },
        ],
      },
    ],
  },
};
