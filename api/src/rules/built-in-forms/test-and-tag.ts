import { TEST_ENVIRONMENT_LABELS } from '../test-and-tag.ts';
import type { BuiltInForm } from './types.ts';

// Electrical test and tag per AS/NZS 3760: one row per item. The environment's options name the Table 4 interval
// (rules/test-and-tag.ts); the technician enters the next test date, which nextTestDate() gives from the
// environment and the test date.

export const testAndTag: BuiltInForm = {
  key: 'test-and-tag',
  name: 'Test and tag (AS/NZS 3760)',
  description:
    'In-service inspection and testing of electrical equipment: one row per item with its class, visual inspection, earth continuity, insulation resistance, polarity and RCD tests, result and next test date by environment.',
  suggestedJobTypes: ['service'],
  suggestedEquipmentTypes: [],
  sources: [
    {
      title: 'AS/NZS 3760:2022 In-service safety inspection and testing of electrical equipment and RCDs (Table 4: intervals)',
      url: 'https://store.standards.org.au/product/as-nzs-3760-2022',
    },
  ],
  definition: {
    sections: [
      {
        id: 'site',
        title: 'Site',
        fields: [
          { id: 'tested_on', kind: 'date', label: 'Test date', required: true },
          { id: 'tester', kind: 'text', label: 'Tested by (competent person)', required: true },
          { id: 'instrument', kind: 'text', label: 'Test instrument and calibration date' },
        ],
      },
      {
        id: 'items',
        title: 'Items',
        fields: [
          {
            id: 'items',
            kind: 'group',
            label: 'Items tested',
            rowLabel: 'Item',
            minRows: 1,
            required: true,
            fields: [
              { id: 'description', kind: 'text', label: 'Description', required: true },
              { id: 'location', kind: 'text', label: 'Location' },
              { id: 'asset_id', kind: 'text', label: 'Asset id or tag number', required: true },
              {
                id: 'class',
                kind: 'choice',
                label: 'Class',
                options: ['Class I (earthed)', 'Class II (double insulated)', 'Cord set or power board', 'RCD (portable)'],
                required: true,
              },
              { id: 'environment', kind: 'choice', label: 'Environment', options: TEST_ENVIRONMENT_LABELS, required: true },
              { id: 'visual', kind: 'pass_fail_na', label: 'Visual inspection', required: true },
              { id: 'earth_ohms', kind: 'number', label: 'Earth continuity', unit: 'Ω', min: 0, max: 100, decimals: 2 },
              { id: 'insulation_mohms', kind: 'number', label: 'Insulation resistance', unit: 'MΩ', min: 0, max: 2000, decimals: 2 },
              { id: 'polarity', kind: 'pass_fail_na', label: 'Polarity (cord sets and power boards)' },
              { id: 'rcd_trip_ms', kind: 'number', label: 'RCD trip time', unit: 'ms', min: 0, max: 1000, decimals: 0 },
              { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
              { id: 'next_test', kind: 'date', label: 'Next test due', required: true, showWhen: { field: 'result', equals: 'pass' } },
              { id: 'notes', kind: 'text', label: 'Notes' },
            ],
          },
        ],
      },
    ],
  },
};
