// Air-conditioning equipment: real makes and model numbers, placed where each kind of site would have them.
import type { CustomerSeed, SiteKind } from './customers.ts';
import type { Rng } from './random.ts';

export type EquipmentClass = 'split' | 'bigSplit' | 'ducted' | 'cassette' | 'vrv' | 'evap' | 'rooftop';

interface ModelDef {
  make: string;
  model: string;
  kw: number;
}

const MODELS: Record<EquipmentClass, readonly ModelDef[]> = {
  split: [
    { make: 'Daikin', model: 'FTXM25W', kw: 2.5 },
    { make: 'Daikin', model: 'FTXM35W', kw: 3.5 },
    { make: 'Mitsubishi Electric', model: 'MSZ-AP25VGD', kw: 2.5 },
    { make: 'Mitsubishi Electric', model: 'MSZ-AP35VGD', kw: 3.5 },
    { make: 'Fujitsu', model: 'ASTG09KMTC', kw: 2.5 },
    { make: 'Fujitsu', model: 'ASTG12KMTC', kw: 3.5 },
    { make: 'Panasonic', model: 'CS-Z25XKR', kw: 2.5 },
    { make: 'Panasonic', model: 'CS-Z35XKR', kw: 3.5 },
    { make: 'Samsung', model: 'AR12TXHQASIN', kw: 3.5 },
    { make: 'LG', model: 'WS09TWS', kw: 2.5 },
    { make: 'LG', model: 'WS12TWS', kw: 3.5 },
  ],
  bigSplit: [
    { make: 'Daikin', model: 'FTXM50W', kw: 5.0 },
    { make: 'Daikin', model: 'FTXM71W', kw: 7.1 },
    { make: 'Mitsubishi Electric', model: 'MSZ-AP50VGD', kw: 5.0 },
    { make: 'Mitsubishi Electric', model: 'MSZ-AP71VGD', kw: 7.1 },
    { make: 'Fujitsu', model: 'ASTG24KMTC', kw: 7.1 },
    { make: 'Panasonic', model: 'CS-Z71XKR', kw: 7.1 },
    { make: 'Samsung', model: 'AR24TXHQASIN', kw: 7.1 },
    { make: 'LG', model: 'WS24TWS', kw: 7.1 },
  ],
  ducted: [
    { make: 'Daikin', model: 'FDYQN140LCV1', kw: 14.0 },
    { make: 'Daikin', model: 'FDYQN160LCV1', kw: 16.0 },
    { make: 'Mitsubishi Electric', model: 'PEA-M140HAA', kw: 14.0 },
    { make: 'Fujitsu', model: 'ARTG45LHTA', kw: 12.5 },
    { make: 'Panasonic', model: 'S-140PE3R', kw: 14.0 },
    { make: 'Samsung', model: 'AC140RNMDKG', kw: 14.0 },
    { make: 'Actron Air', model: 'CRA170T', kw: 17.0 },
    { make: 'Actron Air', model: 'SRA190T', kw: 19.0 },
    { make: 'Actron Air', model: 'EUV-17AS', kw: 17.0 },
  ],
  cassette: [
    { make: 'Daikin', model: 'FCQ71KAVEA', kw: 7.1 },
    { make: 'Daikin', model: 'FCQ100KAVEA', kw: 10.0 },
    { make: 'Mitsubishi Electric', model: 'PLA-M100EA', kw: 10.0 },
    { make: 'Fujitsu', model: 'AUTG24LVLB', kw: 7.1 },
    { make: 'Samsung', model: 'AC071RN4DKG', kw: 7.1 },
    { make: 'Samsung', model: 'AC100RN4DKG', kw: 10.0 },
  ],
  vrv: [
    { make: 'Daikin', model: 'RXYQ12TAY1', kw: 33.5 },
    { make: 'Daikin', model: 'RXYQ16TAY1', kw: 45.0 },
    { make: 'Mitsubishi Electric', model: 'PUHY-P250YNW-A', kw: 28.0 },
    { make: 'Samsung', model: 'AM120FXVAGH', kw: 33.6 },
    { make: 'LG', model: 'ARUN120LTE5', kw: 33.6 },
  ],
  evap: [
    { make: 'Breezair', model: 'EXQ170', kw: 0 },
    { make: 'Breezair', model: 'EXS220', kw: 0 },
    { make: 'Braemar', model: 'LCQ450', kw: 0 },
  ],
  rooftop: [
    { make: 'Carrier', model: '50TFQ008', kw: 26.4 },
    { make: 'Carrier', model: '50TFQ012', kw: 35.2 },
  ],
};

const CLASS_NOUN: Record<EquipmentClass, string> = {
  split: 'split system',
  bigSplit: 'split system',
  ducted: 'ducted system',
  cassette: 'cassette',
  vrv: 'VRV outdoor unit',
  evap: 'evaporative cooler',
  rooftop: 'rooftop package unit',
};

type Unit = [location: string, cls: EquipmentClass];

/** What a site of each kind typically has installed. */
const PROFILES: Record<SiteKind, (rng: Rng) => Unit[]> = {
  cafe: (rng) => [['Dining area', 'bigSplit'], ...(rng.chance(0.6) ? [['Kitchen', 'split'] as Unit] : [])],
  restaurant: (rng) => [
    ['Dining room', 'cassette'],
    ...(rng.chance(0.5) ? [['Rear dining', 'cassette'] as Unit] : []),
    ['Kitchen', 'bigSplit'],
  ],
  dental: (rng) => [
    ['Reception', 'bigSplit'],
    ['Surgery 1', 'split'],
    ['Surgery 2', 'split'],
    ...(rng.chance(0.5) ? [['Surgery 3', 'split'] as Unit] : []),
    ['Steriliser room', 'split'],
  ],
  medical: (rng) => [['Main', 'ducted'], ...(rng.chance(0.7) ? [['Comms room', 'split'] as Unit] : [])],
  office: (rng) =>
    rng.chance(0.5)
      ? [
          ['Open office', 'cassette'],
          ['Boardroom', 'cassette'],
          ['Server room', 'split'],
        ]
      : [['Office', 'ducted'], ...(rng.chance(0.5) ? [['Server room', 'split'] as Unit] : [])],
  school: () => [
    ['Classroom 1', 'bigSplit'],
    ['Classroom 2', 'bigSplit'],
    ['Classroom 3', 'bigSplit'],
    ['Library', 'cassette'],
    ['Admin building', 'ducted'],
    ['Gymnasium', 'evap'],
  ],
  childcare: () => [
    ['Main', 'ducted'],
    ['Babies room', 'split'],
    ['Staff room', 'split'],
  ],
  strata: (rng) => [
    ['Roof', 'vrv'],
    ...(rng.chance(0.5) ? [['Roof (no. 2)', 'vrv'] as Unit] : []),
    ['Lobby', 'cassette'],
    ...(rng.chance(0.5) ? [['Gym', 'split'] as Unit] : []),
  ],
  gym: (rng) => [['Gym floor', 'cassette'], ['Studio', 'cassette'], ...(rng.chance(0.6) ? [['Warehouse', 'evap'] as Unit] : [])],
  retail: (rng) => [['Shopfront', 'bigSplit'], ...(rng.chance(0.4) ? [['Back room', 'split'] as Unit] : [])],
  aged_care: () => [
    ['East wing', 'ducted'],
    ['West wing', 'ducted'],
    ['Dining hall', 'rooftop'],
    ['Nurses station', 'split'],
    ['Roof', 'vrv'],
  ],
  workshop: (rng) => [['Workshop', 'evap'], ['Office', 'split'], ...(rng.chance(0.4) ? [['Lunch room', 'split'] as Unit] : [])],
  brewery: () => [
    ['Taproom', 'rooftop'],
    ['Brewhouse', 'evap'],
    ['Office', 'split'],
  ],
  home: (rng) =>
    rng.weighted<Unit[]>([
      [[['Living room', 'bigSplit']], 3],
      [
        [
          ['Living room', 'bigSplit'],
          ['Master bedroom', 'split'],
        ],
        3,
      ],
      [
        [
          ['Living room', 'bigSplit'],
          ['Master bedroom', 'split'],
          ['Bedroom 2', 'split'],
        ],
        2,
      ],
      [[['Whole house', 'ducted']], 3],
    ]),
};

const NOTES = [
  'Outdoor unit on the roof – ladder access.',
  'Under manufacturer warranty until March 2027.',
  'Condensate pump fitted – check the float switch at each service.',
  'R410A system.',
  'Wall controller replaced last year.',
  'Filters are 595 × 595 pleated panels – bring spares.',
  'Installed by the previous contractor; no install records.',
  'Drain runs into the garden bed – keep clear.',
  'Zone motor on zone 3 is noisy; customer aware.',
];

function serial(rng: Rng, make: string): string {
  switch (make) {
    case 'Daikin':
      return `E${rng.digits(7)}`;
    case 'Mitsubishi Electric':
      return `${rng.digits(2)}${rng.upper(1)}${rng.digits(5)}`;
    case 'Fujitsu':
      return `T${rng.digits(6)}`;
    case 'Panasonic':
      return rng.digits(8);
    case 'Samsung':
      return `${rng.upper(4)}${rng.digits(3)}${rng.upper(1)}${rng.digits(5)}`;
    case 'LG':
      return `${rng.digits(3)}KA${rng.upper(1)}${rng.digits(5)}`;
    case 'Actron Air':
      return `${rng.digits(2)}${rng.upper(1)}${rng.digits(6)}`;
    case 'Carrier':
      return `${rng.digits(4)}G${rng.digits(5)}`;
    default:
      return `${rng.upper(2)}${rng.digits(7)}`;
  }
}

export interface EquipmentSeed {
  id: string;
  customerId: string | null;
  cls: EquipmentClass;
  name: string;
  make: string;
  model: string;
  serial: string;
  notes: string | null;
  serviceIntervalMonths: number | null;
  /** The last service before the calendar, as imported (service-history.ts); unset when unknown. */
  lastServiceEnteredAt?: Date;
  createdAt: Date;
}

function interval(rng: Rng, kind: SiteKind | 'stock', cls: EquipmentClass): number | null {
  if (kind === 'stock') return null;
  if (rng.chance(0.12)) return null;
  if (cls === 'vrv' || cls === 'rooftop') return 6;
  if (kind === 'home' || kind === 'retail' || cls === 'evap') return 12;
  if (kind === 'restaurant' || kind === 'cafe' || kind === 'aged_care' || kind === 'medical' || kind === 'dental') return 6;
  return rng.chance(0.5) ? 6 : 12;
}

function makeUnit(
  rng: Rng,
  customerId: string | null,
  kind: SiteKind | 'stock',
  location: string,
  cls: EquipmentClass,
  createdAt: Date,
): EquipmentSeed {
  const m = rng.pick(MODELS[cls]);
  const size = m.kw > 0 && cls !== 'vrv' && cls !== 'rooftop' ? ` ${m.kw.toFixed(1)} kW` : '';
  const name = kind === 'stock' ? `${location} – ${m.make}${size} ${CLASS_NOUN[cls]}` : `${location} ${CLASS_NOUN[cls]}`;
  return {
    id: rng.uuid(),
    customerId,
    cls,
    name,
    make: m.make,
    model: m.model,
    serial: serial(rng, m.make),
    notes: rng.chance(0.15) ? rng.pick(NOTES) : null,
    serviceIntervalMonths: interval(rng, kind, cls),
    createdAt,
  };
}

/** Every customer's installed units, plus a few unassigned (stock and removed units). */
export function buildEquipment(rng: Rng, customers: readonly CustomerSeed[], now: Date): EquipmentSeed[] {
  const out: EquipmentSeed[] = [];
  for (const c of customers) {
    for (const [location, cls] of PROFILES[c.kind](rng)) {
      const createdAt = new Date(c.createdAt.getTime() + rng.int(0, 3) * 86_400_000 + rng.int(600, 7200) * 1000);
      out.push(makeUnit(rng, c.id, c.kind, location, cls, createdAt));
    }
  }
  const stock: Unit[] = [
    ['Spare stock', 'split'],
    ['Spare stock', 'split'],
    ['Spare stock', 'bigSplit'],
    ['Removed unit', 'split'],
    ['Removed unit', 'cassette'],
  ];
  for (const [location, cls] of stock) {
    out.push(makeUnit(rng, null, 'stock', location, cls, new Date(now.getTime() - rng.int(5, 60) * 86_400_000)));
  }
  return out;
}

export function classNoun(cls: EquipmentClass): string {
  return CLASS_NOUN[cls];
}
