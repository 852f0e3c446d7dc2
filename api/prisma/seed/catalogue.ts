// Coolair's price list (item presets) and the parts technicians log on jobs. Prices are cents, excluding GST.

export const LABOUR_RATE_CENTS = 12_000;
export const CALL_OUT_FEE_CENTS = 9_900;

export interface PresetDef {
  name: string;
  description: string;
  unitAmountCents: number;
  taxRate: number;
}

export const ITEM_PRESETS: readonly PresetDef[] = [
  {
    name: 'Standard service – split system',
    description: 'Clean filters, coils and drain; check refrigerant pressures and controls; test run.',
    unitAmountCents: 14_900,
    taxRate: 10,
  },
  {
    name: 'Standard service – ducted system',
    description: 'Service of one ducted system including return-air filter, coil, drain and zone checks.',
    unitAmountCents: 24_900,
    taxRate: 10,
  },
  {
    name: 'Service – cassette unit',
    description: 'Ceiling cassette: remove fascia, clean filters and coil, flush drain pump.',
    unitAmountCents: 18_900,
    taxRate: 10,
  },
  {
    name: 'Service – VRV/VRF outdoor unit',
    description: 'Condenser coil clean, electrical checks, log pressures and error history.',
    unitAmountCents: 29_500,
    taxRate: 10,
  },
  {
    name: 'Service – evaporative cooler',
    description: 'Drain and clean tank, check pads, pump, float valve and fan belt.',
    unitAmountCents: 19_900,
    taxRate: 10,
  },
  {
    name: 'Call-out fee',
    description: 'Attendance within the metro area, first 15 minutes on site.',
    unitAmountCents: CALL_OUT_FEE_CENTS,
    taxRate: 10,
  },
  {
    name: 'After-hours call-out fee',
    description: 'Attendance outside 7 am–5 pm weekdays, weekends and public holidays.',
    unitAmountCents: 19_900,
    taxRate: 10,
  },
  { name: 'Labour (per hour)', description: 'Licensed refrigeration mechanic, per hour.', unitAmountCents: LABOUR_RATE_CENTS, taxRate: 10 },
  { name: 'R32 refrigerant (per kg)', description: 'Supply and charge R32 refrigerant.', unitAmountCents: 9_500, taxRate: 10 },
  { name: 'R410A refrigerant (per kg)', description: 'Supply and charge R410A refrigerant.', unitAmountCents: 11_000, taxRate: 10 },
  { name: 'Filter replacement', description: 'Replacement filter set.', unitAmountCents: 4_500, taxRate: 10 },
  { name: 'Capacitor', description: 'Supply and fit run capacitor.', unitAmountCents: 8_500, taxRate: 10 },
  { name: 'Condensate pump', description: 'Supply and fit condensate pump with float switch.', unitAmountCents: 28_500, taxRate: 10 },
  {
    name: 'Coil clean and sanitise',
    description: 'Chemical coil clean and antibacterial treatment, per unit.',
    unitAmountCents: 12_900,
    taxRate: 10,
  },
  {
    name: 'Split system install – up to 3.5 kW',
    description: 'Back-to-back installation, up to 3 m pipe run, includes bracket and isolator.',
    unitAmountCents: 95_000,
    taxRate: 10,
  },
  { name: 'Wall controller', description: 'Supply and fit wired wall controller.', unitAmountCents: 24_500, taxRate: 10 },
  { name: 'Old unit disposal', description: 'Refrigerant recovery and disposal of the old unit.', unitAmountCents: 15_000, taxRate: 10 },
];

export interface PartDef {
  name: string;
  unitCents: number;
  qty: [number, number];
}

const p = (name: string, unitCents: number, qty: [number, number] = [1, 1]): PartDef => ({ name, unitCents, qty });

export const PARTS = {
  filter: p('Filter replacement', 4_500, [1, 4]),
  coilCleaner: p('Coil cleaner (500 ml)', 1_800, [1, 3]),
  drainTablets: p('Drain pan tablets', 450, [2, 10]),
  sanitiser: p('Sanitiser treatment', 1_500, [1, 3]),
  r32: p('R32 refrigerant (per kg)', 9_500, [1, 3]),
  r410a: p('R410A refrigerant (per kg)', 11_000, [1, 4]),
  runCap: p('Run capacitor 35 µF', 8_500),
  fanCap: p('Fan motor capacitor 2.5 µF', 4_500),
  condensatePump: p('Condensate pump', 28_500),
  thermistor: p('Thermistor sensor', 6_500, [1, 2]),
  fanMotor: p('Indoor fan motor', 32_000),
  contactor: p('Contactor 25 A', 7_500),
  pcb: p('PCB – indoor unit', 42_000),
  wallController: p('Wall controller', 24_500),
  mounts: p('Anti-vibration mounts (set of 4)', 3_800),
  flareNuts: p('Flare nuts and fittings', 1_200, [2, 6]),
  drainHose: p('Drain hose (per metre)', 600, [2, 8]),
  copper: p('Copper pair coil 1/4" × 1/2" (per metre)', 3_200, [3, 10]),
  bracket: p('Wall bracket', 6_500),
  isolator: p('Outdoor isolator switch', 4_500),
  diffuser: p('Ceiling diffuser', 5_500, [2, 8]),
  flexDuct: p('Insulated flexible duct 200 mm (per metre)', 1_400, [4, 10]),
  pads: p('Evaporative cooler pads (set)', 18_500),
  pump: p('Evaporative cooler water pump', 14_500),
  floatValve: p('Float valve', 3_900),
  belt: p('Fan belt', 2_900),
} as const;
