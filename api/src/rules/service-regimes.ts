// Service intervals: the limits of an interval and the presets for common Australian servicing regimes.
// Pure: shared by the API and the web app. A preset only fills in the interval; the unit keeps its own numbers, so
// a business that services more often than the standard asks is free to.

/** Months between services: 1 to 120 (the spec's 6 and 12 among them); null for no servicing by date. */
export const SERVICE_INTERVAL_MONTHS = { min: 1, max: 120 } as const;
/** Hours run between services: 1 to 100,000; null for no servicing by hours. */
export const SERVICE_INTERVAL_HOURS = { min: 1, max: 100_000 } as const;
/** An hour-meter reading: 0 to 1,000,000 hours, one decimal place at most. */
export const METER_HOURS = { min: 0, max: 1_000_000 } as const;

export const serviceIntervalMonthsMessage = 'Service interval must be none or a whole number of months from 1 to 120';
export const serviceIntervalHoursMessage = 'Service interval in hours must be none or a whole number from 1 to 100,000';
export const meterHoursMessage = 'Meter reading must be a number of hours from 0 to 1,000,000';

export interface ServiceRegime {
  key: string;
  label: string;
  /** What kind of unit it is for (the equipment type it suggests). */
  equipmentType: string;
  intervalMonths: number | null;
  intervalHours: number | null;
  /** Where the interval comes from. */
  source: string;
}

const AS_NZS_3760 = 'AS/NZS 3760:2022 In-service safety inspection and testing of electrical equipment, Table 4';
const AS_1851 = 'AS 1851-2012 Routine service of fire protection systems and equipment';

/** The presets, by kind of unit. Standards are quoted by their routine intervals; the unit's own numbers rule. */
export const SERVICE_REGIMES: readonly ServiceRegime[] = [
  {
    key: 'test-and-tag-construction',
    label: 'Test and tag: construction and demolition sites (3 months)',
    equipmentType: 'Portable electrical equipment',
    intervalMonths: 3,
    intervalHours: null,
    source: AS_NZS_3760,
  },
  {
    key: 'test-and-tag-factory',
    label: 'Test and tag: factories, workshops and places of manufacture (6 months)',
    equipmentType: 'Portable electrical equipment',
    intervalMonths: 6,
    intervalHours: null,
    source: AS_NZS_3760,
  },
  {
    key: 'test-and-tag-hire',
    label: 'Test and tag: hire equipment (3 months)',
    equipmentType: 'Portable electrical equipment',
    intervalMonths: 3,
    intervalHours: null,
    source: AS_NZS_3760,
  },
  {
    key: 'test-and-tag-hostile',
    label: 'Test and tag: environments where equipment is open to damage (12 months)',
    equipmentType: 'Portable electrical equipment',
    intervalMonths: 12,
    intervalHours: null,
    source: AS_NZS_3760,
  },
  {
    key: 'test-and-tag-office',
    label: 'Test and tag: offices and other low-risk environments (5 years)',
    equipmentType: 'Portable electrical equipment',
    intervalMonths: 60,
    intervalHours: null,
    source: AS_NZS_3760,
  },
  {
    key: 'fire-monthly',
    label: 'Fire equipment: monthly routine (e.g. fire pumps, sprinkler valves)',
    equipmentType: 'Fire equipment',
    intervalMonths: 1,
    intervalHours: null,
    source: AS_1851,
  },
  {
    key: 'fire-six-monthly',
    label: 'Fire equipment: six-monthly routine (portable extinguishers, fire blankets, hose reels)',
    equipmentType: 'Fire equipment',
    intervalMonths: 6,
    intervalHours: null,
    source: AS_1851,
  },
  {
    key: 'fire-yearly',
    label: 'Fire equipment: yearly routine (e.g. emergency lighting, detection and alarm systems)',
    equipmentType: 'Fire equipment',
    intervalMonths: 12,
    intervalHours: null,
    source: AS_1851,
  },
  {
    key: 'forklift',
    label: 'Forklift: 250 hours or 90 days, whichever comes first',
    equipmentType: 'Forklift',
    intervalMonths: 3,
    intervalHours: 250,
    source: "Forklift manufacturers' planned maintenance schedules (AS 2359 powered industrial trucks)",
  },
  {
    key: 'air-conditioner',
    label: 'Air-conditioner: yearly service',
    equipmentType: 'Air-conditioner',
    intervalMonths: 12,
    intervalHours: null,
    source: "Manufacturers' maintenance guidance (AS/NZS 3666.2 for systems with cooling towers: monthly)",
  },
];

export const serviceRegimeOf = (key: string | null | undefined): ServiceRegime | undefined =>
  key ? SERVICE_REGIMES.find((r) => r.key === key) : undefined;
