import type { BuiltInForm } from './types.ts';

// Forklift periodic inspection. AS 2359.2 (Powered industrial trucks, Part 2: Operations) section 6 has trucks
// maintained, repaired and inspected as the manufacturer specifies, and its model pre-operating check (clause 3.2)
// covers the same parts an operator looks at daily; the capacity plate and fork arm wear are clause 1.5 and 3.7 matters.

const check = (id: string, label: string) => ({ id, kind: 'pass_fail_na' as const, label, required: true });

export const forkliftInspection: BuiltInForm = {
  key: 'forklift-inspection',
  name: 'Forklift periodic inspection',
  description:
    'Periodic inspection of a forklift or other powered industrial truck (AS 2359.2): hour meter, mast, chains, forks, hydraulics, brakes, steering, tyres, safety devices, capacity plate, and whether it is fit for service.',
  suggestedJobTypes: ['service'],
  suggestedEquipmentTypes: ['Forklift'],
  sources: [
    { title: 'AS 2359.2-2013 Powered industrial trucks, Part 2: Operations', url: 'https://store.standards.org.au/product/as-2359-2-2013' },
  ],
  definition: {
    sections: [
      {
        id: 'truck',
        title: 'Truck',
        fields: [
          { id: 'make_model', kind: 'text', label: 'Make and model', required: true },
          { id: 'serial', kind: 'text', label: 'Serial number', required: true },
          {
            id: 'power',
            kind: 'choice',
            label: 'Power',
            options: ['LPG', 'Diesel', 'Petrol', 'Electric (lead-acid)', 'Electric (lithium)'],
            required: true,
          },
          { id: 'hours', kind: 'number', label: 'Hour meter', unit: 'h', min: 0, max: 200000, decimals: 1, required: true },
          {
            id: 'rated_capacity_kg',
            kind: 'number',
            label: 'Rated capacity (from the capacity plate)',
            unit: 'kg',
            min: 0,
            max: 100000,
            decimals: 0,
          },
        ],
      },
      {
        id: 'inspection',
        title: 'Inspection',
        fields: [
          check('capacity_plate', 'Capacity plate fitted and legible, matches the attachment'),
          check('mast', 'Mast, carriage and rollers'),
          check('chains', 'Lift chains: wear, stretch, anchors, lubrication'),
          check('forks', 'Fork arms: cracks, heel wear, straightness, locking pins'),
          { id: 'fork_heel_wear_pct', kind: 'number', label: 'Fork heel wear', unit: '%', min: 0, max: 100, decimals: 0 },
          check('hydraulics', 'Hydraulic hoses, cylinders and fluid level: no leaks'),
          check('brakes', 'Service and parking brakes'),
          check('steering', 'Steering'),
          check('tyres', 'Tyres and wheels (wear line)'),
          check('overhead_guard', 'Overhead guard and load backrest'),
          check('seat_belt', 'Seat and seat belt or operator restraint'),
          check('warnings', 'Horn, lights, beacon and reversing alarm'),
          check('controls', 'Controls labelled and return to neutral'),
          check('engine_battery', 'Engine or battery, charger and connectors'),
          check('lpg', 'LPG cylinder, mounting and fittings'),
          check('attachment', 'Attachments'),
          check('operating_test', 'Operating test: lift, lower, tilt, travel'),
        ],
      },
      {
        id: 'result',
        title: 'Result',
        fields: [
          {
            id: 'fit_for_service',
            kind: 'choice',
            label: 'Fit for service',
            options: ['Yes', 'Yes, with repairs noted', 'No: tagged out of service'],
            required: true,
          },
          {
            id: 'defects',
            kind: 'text',
            label: 'Defects and repairs needed',
            multiline: true,
            required: true,
            showWhen: { field: 'fit_for_service', equals: 'Yes, with repairs noted' },
          },
          {
            id: 'out_of_service_reason',
            kind: 'text',
            label: 'Why it was tagged out of service',
            multiline: true,
            required: true,
            showWhen: { field: 'fit_for_service', equals: 'No: tagged out of service' },
          },
          { id: 'photos', kind: 'photo', label: 'Photos' },
          { id: 'inspector', kind: 'text', label: 'Inspected by', required: true },
        ],
      },
    ],
  },
};
