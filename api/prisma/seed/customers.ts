// Coolair's customers: Melbourne businesses (cafés, clinics, schools, strata…) and some households.
import { postcodeOf, RESIDENTIAL_STREETS, RESIDENTIAL_SUBURBS } from './addresses.ts';
import { landline, type MobilePool, personLocalPart, slug } from './contacts.ts';
import { RESIDENTS } from './names.ts';
import type { Rng } from './random.ts';

export type SiteKind =
  | 'cafe'
  | 'restaurant'
  | 'dental'
  | 'medical'
  | 'office'
  | 'school'
  | 'childcare'
  | 'strata'
  | 'gym'
  | 'retail'
  | 'aged_care'
  | 'workshop'
  | 'brewery'
  | 'home';

interface BusinessDef {
  name: string;
  kind: SiteKind;
  contact: string;
  /** Full email when the contact is not at the business's own domain (strata managers). */
  email?: string;
  emailLocal?: string;
  domain?: string;
  suburb: string;
  street: string;
  notes?: string;
}

const BUSINESSES: readonly BusinessDef[] = [
  {
    name: 'Brew & Bloom Café',
    domain: 'brewandbloom.com.au',
    kind: 'cafe',
    contact: 'Marco Rossi',
    suburb: 'Fitzroy',
    street: '214 Brunswick Street',
    notes: 'Rear access via the laneway off Westgarth Street. Outdoor unit is on the roof – ladder kept in the storeroom.',
  },
  {
    name: 'Bayside Family Dental',
    kind: 'dental',
    contact: 'Kate Mitchell',
    emailLocal: 'reception',
    suburb: 'Brighton',
    street: '88 Church Street',
    notes: 'Ask for Kate at reception. Book visits before 8 am or after 5 pm – the surgeries are fully booked in between.',
  },
  {
    name: 'Northcote Smiles Dental',
    domain: 'northcotesmiles.com.au',
    kind: 'dental',
    contact: 'Ravi Patel',
    emailLocal: 'reception',
    suburb: 'Northcote',
    street: '312 High Street',
  },
  {
    name: 'Harcourt & Lane Real Estate',
    domain: 'harcourtlane.com.au',
    kind: 'office',
    contact: 'Georgia Clarke',
    emailLocal: 'admin',
    suburb: 'Camberwell',
    street: '745 Burke Road',
    notes: 'Key safe at the rear door, code 2291, for after-hours access.',
  },
  {
    name: 'Kingsley Property Partners',
    domain: 'kingsleyproperty.com.au',
    kind: 'office',
    contact: 'Nick Georgiou',
    suburb: 'Richmond',
    street: 'Level 1, 156 Swan Street',
  },
  {
    name: 'Wattle Grove Primary School',
    kind: 'school',
    contact: 'Paul Anderson',
    emailLocal: 'office',
    domain: 'wattlegroveps.vic.edu.au',
    suburb: 'Reservoir',
    street: '41 Edwardes Street',
    notes:
      'Sign in at the front office and wear a visitor lanyard; Working With Children Check required. Plant room key from Paul (business manager).',
  },
  {
    name: 'Owners Corporation – 18 Albert Street',
    kind: 'strata',
    contact: 'Fiona Walsh',
    email: 'fiona@urbanstrata.com.au',
    suburb: 'Brunswick',
    street: '18 Albert Street',
    notes:
      'Managed by Urban Strata (Fiona Walsh). Common-area units only – residents arrange their own. Roof access via the Level 4 hatch; anchor point on the roof.',
  },
  {
    name: 'Trattoria Lucia',
    kind: 'restaurant',
    contact: 'Luca Marino',
    suburb: 'Carlton',
    street: '187 Lygon Street',
    notes: 'No visits on Friday or Saturday evenings. Park in the loading zone on Grattan Street.',
  },
  {
    name: 'Little Saigon Pho House',
    domain: 'littlesaigonpho.com.au',
    kind: 'restaurant',
    contact: 'Duc Tran',
    suburb: 'Footscray',
    street: '64 Hopkins Street',
  },
  {
    name: 'Ironbark Fitness',
    kind: 'gym',
    contact: 'Josh Kelly',
    emailLocal: 'hello',
    suburb: 'Preston',
    street: '455 High Street',
    notes: 'Gym opens 5:30 am. Ask for the duty manager on arrival.',
  },
  {
    name: 'Peak Performance Physio',
    domain: 'peakphysio.com.au',
    kind: 'medical',
    contact: 'Leah Morgan',
    emailLocal: 'admin',
    suburb: 'Heidelberg',
    street: '102 Burgundy Street',
  },
  {
    name: 'Greensborough Veterinary Clinic',
    domain: 'greensboroughvet.com.au',
    kind: 'medical',
    contact: 'Andrew Reid',
    emailLocal: 'reception',
    suburb: 'Greensborough',
    street: '28 Main Street',
    notes: 'Animals in the kennel room – keep doors closed. Ask for Andrew.',
  },
  {
    name: 'Puckle Street Medical Clinic',
    domain: 'pucklestreetmedical.com.au',
    kind: 'medical',
    contact: 'Elena Vlahos',
    emailLocal: 'admin',
    suburb: 'Moonee Ponds',
    street: '47 Puckle Street',
    notes: 'Vaccine fridge room must stay below 24 °C. Ask for Elena (practice manager).',
  },
  {
    name: 'Hartley & Moss Lawyers',
    domain: 'hartleymoss.com.au',
    kind: 'office',
    contact: 'Hamish Stewart',
    emailLocal: 'reception',
    suburb: 'Hawthorn',
    street: 'Level 2, 630 Glenferrie Road',
  },
  {
    name: 'Coastal Cuts Barbers',
    domain: 'coastalcuts.com.au',
    kind: 'retail',
    contact: 'Sam Doyle',
    emailLocal: 'bookings',
    suburb: 'Sandringham',
    street: '21 Bay Road',
  },
  {
    name: 'Little Scholars Early Learning',
    domain: 'littlescholars.com.au',
    kind: 'childcare',
    contact: 'Bridget Ryan',
    emailLocal: 'admin',
    suburb: 'Essendon',
    street: '1034 Mount Alexander Road',
    notes: 'Children on site: visits before 7 am or during rest time (12:30–2:30) preferred. Sign in at reception.',
  },
  {
    name: 'Greenhouse Print Co.',
    domain: 'greenhouseprint.com.au',
    kind: 'workshop',
    contact: 'Tegan Hughes',
    emailLocal: 'studio',
    suburb: 'Brunswick',
    street: '380 Sydney Road',
  },
  {
    name: 'Southbank Central Owners Corporation',
    domain: 'southbankcentral.com.au',
    kind: 'strata',
    contact: 'Chris Campbell',
    emailLocal: 'building',
    suburb: 'Southbank',
    street: '42 Balston Street',
    notes:
      'Building manager Chris Campbell. Loading dock entry via Balston Street, 20-minute limit. Plant room on Level 12 – collect the swipe card from concierge.',
  },
  { name: 'The Pantry Deli', kind: 'cafe', contact: 'Amy Martin', suburb: 'Malvern', street: '1372 Malvern Road' },
  {
    name: 'Velocity Cycle Studio',
    domain: 'velocitycycle.com.au',
    kind: 'gym',
    contact: 'Zoe Bennett',
    emailLocal: 'hello',
    suburb: 'Doncaster',
    street: '612 Doncaster Road',
  },
  {
    name: 'Bluestone Brewing Co.',
    domain: 'bluestonebrewing.com.au',
    kind: 'brewery',
    contact: 'Matt Sullivan',
    suburb: 'Collingwood',
    street: '118 Wellington Street',
    notes: 'Cool room and brewhouse units are critical – call Matt directly if a unit is down.',
  },
  {
    name: 'Elsternwick Bowls Club',
    domain: 'elsternwickbowls.com.au',
    kind: 'office',
    contact: 'Graham Hughes',
    emailLocal: 'secretary',
    suburb: 'Elsternwick',
    street: '15 Sandham Street',
  },
  {
    name: 'Cheltenham Auto Care',
    kind: 'workshop',
    contact: 'Tom Ryan',
    emailLocal: 'service',
    suburb: 'Cheltenham',
    street: '240 Charman Road',
  },
  {
    name: 'Box Hill Dental Studio',
    domain: 'boxhilldental.com.au',
    kind: 'dental',
    contact: 'Mei Wong',
    emailLocal: 'reception',
    suburb: 'Box Hill',
    street: 'Suite 3, 17 Station Street',
  },
  {
    name: 'Nova Hair & Beauty',
    domain: 'novahairbeauty.com.au',
    kind: 'retail',
    contact: 'Sofia Russo',
    suburb: 'Glen Waverley',
    street: '58 Kingsway',
  },
  { name: 'Parkside Pharmacy', kind: 'retail', contact: 'Aisha Singh', suburb: 'Williamstown', street: '73 Douglas Parade' },
  {
    name: 'Rosewood Lodge Aged Care',
    domain: 'rosewoodlodge.com.au',
    kind: 'aged_care',
    contact: 'Lauren Mitchell',
    emailLocal: 'facilities',
    suburb: 'Ringwood',
    street: '25 Maroondah Highway',
    notes: 'Residents are vulnerable to heat: breakdowns are priority call-outs in summer. Sign in at the nurses’ station.',
  },
  { name: 'Kew Hill Montessori', kind: 'childcare', contact: 'Anh Le', emailLocal: 'office', suburb: 'Kew', street: '160 High Street' },
  {
    name: 'Clifton Hill Yoga Studio',
    domain: 'cliftonhillyoga.com.au',
    kind: 'gym',
    contact: 'Chloe Taylor',
    emailLocal: 'namaste',
    suburb: 'Clifton Hill',
    street: '81 Queens Parade',
  },
  {
    name: 'Eaton Mall Bakery',
    kind: 'cafe',
    contact: 'Dimitri Kostas',
    suburb: 'Oakleigh',
    street: '12 Eaton Mall',
    notes: 'Baking starts at 4 am – morning visits fine, avoid the lunch rush.',
  },
  {
    name: 'Sydney Road Architects',
    kind: 'office',
    contact: 'Priyanka Rao',
    emailLocal: 'studio',
    suburb: 'Coburg',
    street: '512 Sydney Road',
  },
  {
    name: 'Beach Road Residences Owners Corporation',
    kind: 'strata',
    contact: 'Kate Doyle',
    email: 'kate@baysidestrata.com.au',
    suburb: 'Mentone',
    street: '33 Beach Road',
    notes: 'Bayside Strata manages the building. Condensers on the roof of Block B; gate code 7810#.',
  },
  { name: 'Acland Sushi Bar', kind: 'restaurant', contact: 'Yuki Tanaka', suburb: 'St Kilda', street: '145 Acland Street' },
];

const RESIDENTIAL_NOTES = [
  'Gate code 4821#. Dog in the backyard – call before going round the side.',
  'Street parking only. Please text on the way.',
  'Works from home; side gate is unlocked during the day.',
  'Ducted return air grille is in the hallway ceiling; manhole in the laundry.',
  'Elderly owner – allow extra time and explain the work before starting.',
  'Prefers morning appointments.',
  'Two-storey house: outdoor unit on the roof at the back, access from the garage roof.',
  'Tenant occupied – the agent (Harcourt & Lane) authorises work over $300.',
];

export interface CustomerSeed {
  id: string;
  name: string;
  kind: SiteKind;
  contactName: string;
  email: string;
  phone: string;
  street: string;
  suburb: string;
  state: 'VIC';
  postcode: string;
  notes: string | null;
  createdAt: Date;
}

function businessEmail(def: BusinessDef): string {
  if (def.email) return def.email;
  const local = def.emailLocal ?? def.contact.split(' ')[0].toLowerCase();
  return `${local}@${def.domain ?? `${slug(def.name)}.com.au`}`;
}

/** 33 businesses and 12 households (45 customers). */
export function buildCustomers(rng: Rng, mobiles: MobilePool, now: Date): CustomerSeed[] {
  const since = (minDays: number, maxDays: number) =>
    new Date(now.getTime() - rng.int(minDays, maxDays) * 86_400_000 - rng.int(0, 36_000) * 1000);
  const out: CustomerSeed[] = [];
  for (const def of BUSINESSES) {
    out.push({
      id: rng.uuid(),
      name: def.name,
      kind: def.kind,
      contactName: def.contact,
      email: businessEmail(def),
      phone: def.kind === 'strata' ? mobiles.next() : landline(rng),
      street: def.street,
      suburb: def.suburb,
      state: 'VIC',
      postcode: postcodeOf(def.suburb),
      notes: def.notes ?? null,
      createdAt: since(90, 900),
    });
  }

  const providers = ['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'optusnet.com.au'];
  const suburbs = rng.shuffle(RESIDENTIAL_SUBURBS);
  RESIDENTS.forEach(({ name, contact }, i) => {
    const suburb = suburbs[i % suburbs.length];
    out.push({
      id: rng.uuid(),
      name,
      kind: 'home',
      contactName: contact,
      email: `${personLocalPart(contact)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(providers)}`,
      phone: mobiles.next(),
      street: `${rng.int(1, 180)} ${rng.pick(RESIDENTIAL_STREETS)}`,
      suburb,
      state: 'VIC',
      postcode: postcodeOf(suburb),
      notes: rng.chance(0.6) ? rng.pick(RESIDENTIAL_NOTES) : null,
      createdAt: since(30, 700),
    });
  });
  return out;
}
