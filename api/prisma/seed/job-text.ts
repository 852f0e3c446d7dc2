// What the jobs say: titles, descriptions, notes and the parts each kind of work uses.
import { PARTS, type PartDef } from './catalogue.ts';
import type { CustomerSeed } from './customers.ts';
import { classNoun, type EquipmentClass, type EquipmentSeed } from './equipment.ts';
import type { Rng } from './random.ts';

export type JobKind = 'service' | 'repair' | 'installation' | 'other';

/** A job before it is put in the calendar. */
export interface WorkOrder {
  type: JobKind;
  title: string;
  description: string;
  units: EquipmentSeed[];
  /** Parts the technician may log when the job is done. */
  parts: PartDef[];
  durationMin: number;
  twoTechs: boolean;
  estimatedValueCents: number | null;
  hoursDescription: string;
}

const SERVICE_MINUTES: Record<EquipmentClass, number> = {
  split: 45,
  bigSplit: 50,
  ducted: 75,
  cassette: 60,
  vrv: 90,
  evap: 60,
  rooftop: 90,
};

function plural(cls: EquipmentClass, n: number): string {
  const noun = classNoun(cls);
  return n === 1 ? noun : `${noun}s`;
}

function listNames(units: readonly EquipmentSeed[]): string {
  const names = units.map((u) => u.name);
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Living room split system", "3 split systems", "ducted system and 2 split systems", "all 6 units". */
function subject(units: readonly EquipmentSeed[], all: readonly EquipmentSeed[]): string {
  if (units.length === 1) return units[0].name;
  const counts = new Map<EquipmentClass, number>();
  for (const u of units) {
    const cls = u.cls === 'bigSplit' ? 'split' : u.cls;
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  if (counts.size > 2) return units.length === all.length ? `all ${units.length} units` : `${units.length} units`;
  if (counts.size === 1) return `${units.length} ${plural(units[0].cls, units.length)}`;
  const parts = [...counts].map(([cls, n]) => `${n} ${plural(cls, n)}`);
  return parts.join(' and ');
}

function roundTo(cents: number, step: number): number {
  return Math.round(cents / step) * step;
}

const SERVICE_CHECKS: Record<EquipmentClass, string> = {
  split: 'clean filters and indoor coil, flush the drain, check refrigerant pressures and test run',
  bigSplit: 'clean filters and indoor coil, flush the drain, check refrigerant pressures and test run',
  ducted: 'replace the return-air filter, inspect the indoor coil and drain tray, check zone motors and controller',
  cassette: 'remove the fascia, clean filters and coil, test the condensate pump',
  vrv: 'clean the condenser coil, check electrical connections, log operating pressures and the error history',
  evap: 'drain and clean the tank, inspect pads, pump, float valve and fan belt',
  rooftop: 'check belts and bearings, clean coils, replace filters and log operating pressures',
};

const SERVICE_EXTRAS = [
  'Book in with {contact} on arrival.',
  'Bring the 3 m ladder for the high units.',
  'Customer wants a quote to replace any unit that is beyond economical repair.',
  'Last service found dirty filters – check whether they need replacing.',
  'Send the service report to {email} when done.',
  '',
  '',
];

/** Sites that get filter cleans between services (kitchens, clinics, gyms…). */
export const FILTER_CLEAN_KINDS = new Set(['cafe', 'restaurant', 'gym', 'aged_care', 'childcare', 'dental', 'medical', 'brewery']);

/** A quick filter clean between services, for a site that already had a service visit recently. */
export function filterCleanOrder(all: readonly EquipmentSeed[]): WorkOrder | null {
  const units = all.filter((u) => u.cls !== 'evap' && u.cls !== 'vrv');
  if (units.length === 0) return null;
  return {
    type: 'service',
    title: `Filter clean – ${subject(units, all)}`,
    description:
      'Filter clean between services: remove and wash the filters, wipe down the grilles, flush the drain trays and check each unit is running normally.',
    units,
    parts: [PARTS.filter, PARTS.drainTablets],
    durationMin: Math.max(45, Math.ceil((units.length * 20) / 15) * 15),
    twoTechs: false,
    estimatedValueCents: null,
    hoursDescription: 'Filter clean',
  };
}

export function serviceOrder(rng: Rng, customer: CustomerSeed, all: readonly EquipmentSeed[]): WorkOrder {
  let units: EquipmentSeed[];
  if (all.length <= 4 || rng.chance(0.4)) units = [...all];
  else {
    const cls = rng.pick(all).cls;
    units = all.filter((u) => u.cls === cls);
  }
  const intervals = new Set(units.map((u) => u.serviceIntervalMonths).filter((m) => m !== null));
  const label =
    intervals.size === 0 ? 'Service' : intervals.size > 1 ? 'Scheduled service' : intervals.has(6) ? '6-monthly service' : 'Annual service';
  const classes = [...new Set(units.map((u) => u.cls))];
  const checks = classes.map((c) => SERVICE_CHECKS[c]);
  const uniqueChecks = [...new Set(checks)];
  const extra = rng.pick(SERVICE_EXTRAS).replace('{contact}', customer.contactName).replace('{email}', customer.email);
  const description = [
    `${label === 'Service' ? 'Routine service' : label} of the ${listNames(units)}.`,
    `${uniqueChecks.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
    extra,
  ]
    .filter(Boolean)
    .join(' ');
  const durationMin = Math.min(
    420,
    units.reduce((sum, u) => sum + SERVICE_MINUTES[u.cls], 0),
  );
  const evap = classes.includes('evap');
  const parts: PartDef[] = [
    PARTS.filter,
    PARTS.coilCleaner,
    PARTS.drainTablets,
    PARTS.sanitiser,
    ...(evap ? [PARTS.pads, PARTS.belt, PARTS.floatValve] : []),
  ];
  return {
    type: 'service',
    title: `${label} – ${subject(units, all)}`,
    description,
    units,
    parts,
    durationMin,
    twoTechs: durationMin >= 240 && rng.chance(0.7),
    estimatedValueCents: rng.chance(0.2) ? roundTo(units.length * 16_000, 500) : null,
    hoursDescription: units.length === 1 ? 'Service' : `Service ${units.length} units`,
  };
}

interface Fault {
  title: string;
  description: string;
  parts: PartDef[];
  evap?: boolean;
}

const FAULTS: readonly Fault[] = [
  {
    title: 'Not cooling',
    description: 'Customer reports the unit runs but blows warm air. Check refrigerant charge, outdoor fan and compressor.',
    parts: [PARTS.r32, PARTS.runCap, PARTS.r410a],
  },
  {
    title: 'Water leaking from indoor unit',
    description:
      'Water dripping from the indoor unit onto the floor. Probably a blocked drain – clear and flush, check the pump if fitted.',
    parts: [PARTS.drainTablets, PARTS.condensatePump, PARTS.drainHose],
  },
  {
    title: 'Error code on controller',
    description: 'Wall controller shows an error code and the unit will not start. Diagnose the fault between indoor and outdoor units.',
    parts: [PARTS.thermistor, PARTS.pcb],
  },
  {
    title: 'Noisy outdoor unit',
    description: 'Loud rattling from the outdoor unit, worse on start-up. Check fan blade, mounts and compressor.',
    parts: [PARTS.mounts, PARTS.fanCap],
  },
  {
    title: 'Unit won’t turn on',
    description: 'No power to the indoor unit although the breaker has not tripped. Check isolator, fuses and PCB.',
    parts: [PARTS.contactor, PARTS.pcb],
  },
  {
    title: 'Bad smell when running',
    description: 'Musty smell when the unit starts up. Clean and sanitise the coil and drain tray.',
    parts: [PARTS.sanitiser, PARTS.coilCleaner],
  },
  {
    title: 'Tripping the circuit breaker',
    description: 'Unit trips the breaker after 5–10 minutes of running. Test compressor windings and insulation resistance.',
    parts: [PARTS.contactor, PARTS.runCap],
  },
  {
    title: 'Not heating',
    description: 'Unit runs in heat mode but blows cold air. Check the reversing valve and defrost sensor.',
    parts: [PARTS.thermistor],
  },
  {
    title: 'Indoor fan not spinning',
    description: 'Indoor fan does not start; unit shuts down after a few minutes. Check fan motor and capacitor.',
    parts: [PARTS.fanMotor, PARTS.fanCap],
  },
  {
    title: 'Controller not responding',
    description: 'Wall controller screen is blank or not responding to button presses.',
    parts: [PARTS.wallController],
  },
  {
    title: 'Not cooling',
    description: 'Cooler runs but the air is warm and the pads look dry. Check the water pump and float valve.',
    parts: [PARTS.pump, PARTS.floatValve],
    evap: true,
  },
  {
    title: 'Water leaking from cooler',
    description: 'Water running down the roof and gutter from the cooler. Check the float valve and drain valve.',
    parts: [PARTS.floatValve],
    evap: true,
  },
  {
    title: 'Musty smell from vents',
    description: 'Stale smell through the vents when the cooler runs. Drain and clean the tank, inspect the pads.',
    parts: [PARTS.pads],
    evap: true,
  },
];

export function repairOrder(rng: Rng, customer: CustomerSeed, all: readonly EquipmentSeed[]): WorkOrder {
  const unit = rng.pick(all);
  const fault = rng.pick(FAULTS.filter((f) => !!f.evap === (unit.cls === 'evap')));
  const reported = rng.pick([` Reported by ${customer.contactName}.`, ` ${customer.contactName} will meet you on site.`, '', '']);
  return {
    type: 'repair',
    title: `${fault.title} – ${unit.name}`,
    description: `${fault.description} Unit: ${unit.make} ${unit.model}.${reported}`,
    units: [unit],
    parts: fault.parts,
    durationMin: rng.pick([60, 90, 90, 120, 150]),
    twoTechs: rng.chance(0.1),
    estimatedValueCents: rng.chance(0.3) ? roundTo(rng.int(25_000, 90_000), 500) : null,
    hoursDescription: rng.pick(['Diagnose and repair', 'Fault finding and repair', 'Repair']),
  };
}

const NEW_ROOMS_HOME = ['Bedroom 3', 'Study', 'Rumpus room', 'Granny flat', 'Upstairs landing'];
const NEW_ROOMS_BUSINESS = ['Meeting room 2', 'Staff room', 'Consult room 4', 'Storeroom', 'Upstairs office'];
const NEW_SPLITS = [
  ['Daikin', 'FTXM35W', '3.5'],
  ['Mitsubishi Electric', 'MSZ-AP50VGD', '5.0'],
  ['Fujitsu', 'ASTG24KMTC', '7.1'],
  ['Panasonic', 'CS-Z25XKR', '2.5'],
] as const;

export function installationOrder(rng: Rng, customer: CustomerSeed, all: readonly EquipmentSeed[]): WorkOrder {
  const choice = rng.weighted([
    ['new', 4],
    ['replace', 3],
    ['pump', 1],
    ['zone', 1],
    ['relocate', 1],
  ] as const);
  const ducted = all.filter((u) => u.cls === 'ducted');
  const withDrain = all.filter((u) => u.cls === 'split' || u.cls === 'bigSplit' || u.cls === 'cassette');
  if (choice === 'replace' || (choice === 'zone' && ducted.length === 0) || (choice === 'pump' && withDrain.length === 0)) {
    const unit = rng.pick(all);
    const big = unit.cls === 'ducted' || unit.cls === 'vrv' || unit.cls === 'rooftop';
    return {
      type: 'installation',
      title: `Replace ${unit.name}`,
      description: `Existing ${unit.make} unit is ${rng.int(12, 19)} years old and no longer economical to repair. Recover refrigerant, remove the old unit and install the replacement agreed in the quote. Dispose of the old unit.`,
      units: [unit],
      parts: big
        ? [PARTS.copper, PARTS.flexDuct, PARTS.diffuser, PARTS.isolator]
        : [PARTS.copper, PARTS.bracket, PARTS.isolator, PARTS.drainHose],
      durationMin: big ? rng.pick([360, 420]) : rng.pick([240, 300]),
      twoTechs: big || rng.chance(0.5),
      estimatedValueCents: roundTo(big ? rng.int(650_000, 1_450_000) : rng.int(180_000, 320_000), 1000),
      hoursDescription: 'Remove old unit and install replacement',
    };
  }
  if (choice === 'pump') {
    const unit = rng.pick(withDrain);
    return {
      type: 'installation',
      title: `Install condensate pump – ${unit.name}`,
      description:
        'Gravity drain cannot be achieved. Fit a condensate pump with float switch and run the discharge line to the nearest drain.',
      units: [unit],
      parts: [PARTS.condensatePump, PARTS.drainHose],
      durationMin: 120,
      twoTechs: false,
      estimatedValueCents: 65_000,
      hoursDescription: 'Install condensate pump',
    };
  }
  if (choice === 'zone') {
    const unit = rng.pick(ducted);
    return {
      type: 'installation',
      title: `Add zone to ${unit.name}`,
      description: 'Add a new zone with motorised damper, two ceiling outlets and a zone sensor. Update the controller zone names.',
      units: [unit],
      parts: [PARTS.flexDuct, PARTS.diffuser],
      durationMin: 300,
      twoTechs: true,
      estimatedValueCents: roundTo(rng.int(110_000, 160_000), 1000),
      hoursDescription: 'Ductwork and zone install',
    };
  }
  if (choice === 'relocate') {
    const unit = rng.pick(all);
    return {
      type: 'installation',
      title: `Relocate outdoor unit – ${unit.name}`,
      description:
        'Move the outdoor unit to make way for renovations. Extend pipework and cabling, pressure test, evacuate and recommission.',
      units: [unit],
      parts: [PARTS.copper, PARTS.flareNuts, PARTS.bracket],
      durationMin: 240,
      twoTechs: rng.chance(0.5),
      estimatedValueCents: roundTo(rng.int(80_000, 120_000), 1000),
      hoursDescription: 'Relocate outdoor unit',
    };
  }
  const [make, model, kw] = rng.pick(NEW_SPLITS);
  const room = rng.pick(customer.kind === 'home' ? NEW_ROOMS_HOME : NEW_ROOMS_BUSINESS);
  return {
    type: 'installation',
    title: `Install new ${kw} kW split system – ${room}`,
    description: `Supply and install a ${make} ${model} (${kw} kW) inverter split system in the ${room.toLowerCase()}. Back-to-back install, outdoor unit on a wall bracket, new circuit from the switchboard by our electrician.`,
    units: [],
    parts: [PARTS.copper, PARTS.bracket, PARTS.isolator, PARTS.drainHose, PARTS.flareNuts],
    durationMin: rng.pick([240, 300]),
    twoTechs: rng.chance(0.6),
    estimatedValueCents: roundTo(rng.int(190_000, 330_000), 1000),
    hoursDescription: 'Split system installation',
  };
}

export function otherOrder(rng: Rng, customer: CustomerSeed, all: readonly EquipmentSeed[]): WorkOrder {
  const unit = rng.pick(all);
  const options: [string, string, EquipmentSeed[]][] = [
    [
      'Site inspection – quote for ducted upgrade',
      `Measure up for replacing the existing units with a ducted system. Check roof-space access, switchboard capacity and where the outdoor unit can go. Meet ${customer.contactName} on site.`,
      [],
    ],
    [
      `Warranty inspection – ${unit.name}`,
      `Manufacturer asked for an inspection report and photos of the ${unit.make} ${unit.model} before approving a warranty claim.`,
      [unit],
    ],
    [
      `Relocate wall controller – ${unit.name}`,
      'Customer wants the wall controller moved next to the door. Run new cable in the wall cavity and patch the old hole.',
      [unit],
    ],
    [
      `Air quality check – ${unit.name}`,
      'Staff report stuffy air and headaches. Check fresh-air intake, filters and CO₂ levels and recommend improvements.',
      [unit],
    ],
    [
      'Quote inspection – new fit-out',
      'Walk through the new fit-out plans with the builder and price the cooling and heating for the extra rooms.',
      [],
    ],
  ];
  const [title, description, units] = rng.pick(options);
  return {
    type: 'other',
    title,
    description,
    units,
    parts: [],
    durationMin: rng.pick([45, 60, 60, 90]),
    twoTechs: false,
    estimatedValueCents: null,
    hoursDescription: 'Site visit',
  };
}

export const WORK_NOTES: Record<JobKind, readonly string[]> = {
  service: [
    'Filters were very dirty – recommend moving to 6-monthly servicing.',
    'All units operating normally. Supply air 9–11 °C across the board.',
    'Drain was partly blocked; cleared and flushed.',
    'Outdoor coil full of leaf litter – cleaned. Customer to trim the hedge back.',
    'Refrigerant pressures within spec on all units.',
    'Replaced the remote batteries for the customer.',
    'Slight corrosion on the outdoor unit fins – monitor at the next service.',
  ],
  repair: [
    'Found a failed run capacitor – replaced and tested, unit cooling well.',
    'Blocked drain line; cleared with nitrogen and flushed. No further leaks.',
    'Small leak at the flare joint on the outdoor unit – re-flared, pressure tested and recharged.',
    'Fault traced to a loose wire at the terminal block. Re-terminated and the error cleared.',
    'Fan motor bearings were noisy – replaced the motor.',
    'Unit is about 14 years old; recommended the customer gets a replacement quote.',
  ],
  installation: [
    'Install complete, commissioned and tested. Showed the customer how to use the app.',
    'Pipe run was longer than quoted (6 m) – extra copper used.',
    'Old unit removed and refrigerant recovered.',
    'Electrician to sign off the new circuit tomorrow.',
  ],
  other: [
    'Measured up; the office will send the quote.',
    'Took photos of the ceiling space for the quote.',
    'Customer happy with the outcome; no further action.',
  ],
};

export const IN_PROGRESS_NOTES = [
  'Compressor has failed – replacement ordered, ETA 3–5 business days. Unit isolated and customer informed.',
  'Waiting on a PCB from the supplier; customer has a portable unit in the meantime.',
  'Day 1 done: pipework and indoor unit in. Back tomorrow to commission.',
  'Needs a second visit with the scissor lift for the high cassette.',
];

export const CANCELLED_NOTES = [
  'Customer cancelled – the unit started working again. They will call if it happens again.',
  'Cancelled by the customer: went with another company.',
  'Site closed for renovations – customer will rebook.',
  'Cancelled: duplicate booking.',
];

export const OFFICE_NOTES = [
  'Customer asked for arrival after 9 am.',
  'Confirmed access with {contact} by phone.',
  'Quote accepted by email.',
  'Bring the long ladder – outdoor unit is high-set.',
  'Please call {contact} 30 minutes before arrival.',
];

export const COMPLETION_SUMMARIES = [
  'All work completed and tested; customer signed off on site.',
  'Completed as quoted. No further work needed.',
  'Work completed. Recommend replacing the older unit within 12 months.',
  'Completed; customer given care instructions for the filters.',
];
