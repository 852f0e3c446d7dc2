import type { Page } from 'playwright-core';
import { filler, fillSwms } from './form-filler';

// Spanner's seven built-in form templates (api/src/rules/built-in-forms/, docs/forms.md → Built-in templates) filled
// through the page as a technician fills them — online (built-in-forms-fill.e2e.test.ts) and in airplane mode
// (offline-built-in-forms.e2e.test.ts) alike: text, numbers in range, pass/fail/N/A, choices as radios, checkboxes and
// a Select, dates typed, signatures drawn, repeating rows added, fields a "shown only when" brings up.

export const BUILT_IN_KEYS = [
  'aircon-service',
  'test-and-tag',
  'ccew-nsw',
  'coes-vic',
  'swms',
  'forklift-inspection',
  'job-completion',
] as const;
export type BuiltInKey = (typeof BUILT_IN_KEYS)[number];

/**
 * How each template is filled: its required fields, and those a "shown only when" brings up. `stamp` makes the answers
 * that must be unique (serial numbers, asset ids) this run's.
 */
export const builtInFills = (stamp: string): Record<BuiltInKey, (page: Page) => Promise<void>> => ({
  'aircon-service': async (page) => {
    const f = filler(page);
    await f.radio('System type', 'Ducted');
    await f.pass(
      'Filters cleaned or replaced',
      'Indoor coil clean',
      'Outdoor coil clean and clear',
      'Condensate drain clear',
      'Electrical connections tight, isolator working',
      'Leak check',
    );
    await f.text('Supply air temperature (°C)', '12.5');
    // The refrigerant record shows once refrigerant was handled, and is then required.
    await f.tick('Refrigerant was recovered or charged on this job');
    await f.select('Refrigerant type', 'R32');
    await f.text('Refrigerant recovered (kg)', '0.4');
    await f.text('Refrigerant charged (kg)', '1.25');
    await f.text('Cylinder id', `CYL-${stamp}`);
    await f.text("Technician's ARC refrigerant handling licence number", 'L123456');
    await f.pass('Unit left operating correctly');
  },
  'test-and-tag': async (page) => {
    const f = filler(page);
    await f.date('Test date', '2026-11-20');
    await f.text('Tested by (competent person)', 'Jake Wilson');
    for (const [i, item] of [
      { description: 'Kettle', asset: `TT-${stamp}-1`, cls: 'Class I (earthed)' },
      { description: 'Power board', asset: `TT-${stamp}-2`, cls: 'Cord set or power board' },
    ].entries()) {
      await page.getByRole('button', { name: 'Add item' }).click();
      const row = filler(page, page.getByRole('group', { name: `Item ${i + 1}` }));
      await row.text('Description', item.description);
      await row.text('Asset id or tag number', item.asset);
      await row.radio('Class', item.cls);
      await row.select('Environment', 'Not flexed, not open to abuse, not hostile, e.g. an office (5 years)');
      await row.pass('Visual inspection', 'Result');
      await row.date('Next test due', '2031-11-20');
    }
  },
  'ccew-nsw': async (page) => {
    const f = filler(page);
    await f.text('CCEW serial number', `444444C${stamp}`);
    await f.text('Street number and name', '12 George Street');
    await f.text('Suburb', 'Parramatta');
    await f.text('Postcode', '2150');
    await f.text('Customer name', 'Alex Reid');
    await f.radio('Type of installation', 'Residential');
    await f.tick('Addition or alteration to existing');
    await f.pass(
      'Earthing system integrity',
      'Residual current device operational',
      'Insulation resistance (Ph–E)',
      'Visual check that installation is suitable for connection',
      'Polarity',
      'Correct current connections',
    );
    await f.date('Date of test', '2026-11-20');
    await f.text('Contractor name', 'Cool Air Services');
    await f.text('Contractor licence number', '444444C');
    await f.date('Contractor licence expiry', '2028-06-30');
    await f.text('Tester name', 'Jake Wilson');
    await f.text('Tester licence number', '123456S');
    await f.date('Tester licence expiry', '2028-06-30');
    await f.sign('Tester signature', 'Jake Wilson');
  },
  'coes-vic': async (page) => {
    const f = filler(page);
    // Prescribed work brings up the inspector's fields, then required.
    await f.radio('Certificate type', 'Prescribed');
    await f.text('Certificate number (from Energy Safe Victoria)', `E${stamp}`);
    await f.date('Lodged with Energy Safe Victoria on', '2026-11-21');
    await f.tick('Customer given their copy');
    await f.text('Installation address', '3 Swan Street, Richmond VIC 3121');
    await f.text('Customer (person the work was for)', 'Alex Reid');
    await f.radio('Type of installation', 'Commercial');
    await f.text('Description of the work', 'New main switchboard');
    await f.date('Work completed on', '2026-11-20');
    await f.pass(
      'Visual inspection of the work',
      'Continuity of the earthing system and main, protective and bonding conductors',
      'Insulation resistance of the wiring system',
      "Polarity of the consumer's mains and the wiring system",
      'Correct circuit connections',
      'Earth fault-loop impedance',
      'Operation of residual current devices',
    );
    await f.text('Licensed electrical inspector', 'Sam Inspector');
    await f.text("Inspector's licence number", 'INS-777');
    await f.date('Inspected on', '2026-11-20');
    await f.text('Licensed electrical worker', 'Jake Wilson');
    await f.text('Electrician licence number', 'A12345');
    await f.text('Registered electrical contractor (REC) number', 'REC-9999');
  },
  swms: (page) => fillSwms(page, ['Jake Wilson']),
  'forklift-inspection': async (page) => {
    const f = filler(page);
    await f.text('Make and model', 'Toyota 8FG25');
    await f.text('Serial number', `FL-${stamp}`);
    await f.radio('Power', 'LPG');
    await f.text('Hour meter (h)', '5231.5');
    await f.pass(
      'Capacity plate fitted and legible, matches the attachment',
      'Mast, carriage and rollers',
      'Lift chains: wear, stretch, anchors, lubrication',
      'Fork arms: cracks, heel wear, straightness, locking pins',
      'Hydraulic hoses, cylinders and fluid level: no leaks',
      'Service and parking brakes',
      'Steering',
      'Tyres and wheels (wear line)',
      'Overhead guard and load backrest',
      'Seat and seat belt or operator restraint',
      'Horn, lights, beacon and reversing alarm',
      'Controls labelled and return to neutral',
      'Engine or battery, charger and connectors',
      'LPG cylinder, mounting and fittings',
      'Attachments',
      'Operating test: lift, lower, tilt, travel',
    );
    // Repairs noted bring up what they are, then required.
    await f.radio('Fit for service', 'Yes, with repairs noted');
    await f.text('Defects and repairs needed', 'Left tyre near the wear line');
    await f.text('Inspected by', 'Jake Wilson');
  },
  'job-completion': async (page) => {
    const f = filler(page);
    await f.text('Work done', 'Replaced the outdoor fan motor');
    await f.pass('Work tested and working');
    await f.tick('Site left safe (covers on, isolations removed, no hazards left)');
    await f.tick('Site left clean, rubbish removed');
    await f.tick('Follow-up needed');
    await f.text('What needs following up', 'Quote a new isolator');
  },
});
