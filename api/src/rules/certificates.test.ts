import { describe, expect, it } from 'vitest';
import { BUILDING_COMMISSION_NSW_EMAIL, ccewRecipients } from './certificates.ts';

// Whom a CCEW goes to by default (docs/forms.md → CCEW; the NSW Government's page cited in certificates.ts).
describe('ccewRecipients', () => {
  it('sends any work to the customer, and new work or network work to Building Commission NSW too', () => {
    expect(ccewRecipients({ work_type: ['Addition or alteration to existing'] }, 'ann@home.test')).toEqual(['ann@home.test']);
    expect(ccewRecipients({ work_type: ['Addition or alteration to existing', 'Network connection'] }, ' ann@home.test ')).toEqual([
      'ann@home.test',
      BUILDING_COMMISSION_NSW_EMAIL,
    ]);
    for (const work of ['New work', 'Installed meter', 'Install advanced meter'])
      expect(ccewRecipients({ work_type: [work] }, null), work).toEqual([BUILDING_COMMISSION_NSW_EMAIL]);
  });

  it('names no one it cannot: no customer email and no work chosen is an empty list', () => {
    expect(ccewRecipients({}, null)).toEqual([]);
    expect(ccewRecipients({ work_type: 'New work' }, '')).toEqual([]);
  });
});
