// Test-and-tag intervals of AS/NZS 3760 (In-service safety inspection and testing of electrical equipment), Table 4:
// the longest time between inspections and tests for each kind of environment. Pure; used by the test-and-tag
// form's environment choice (each option names its interval) and by whatever reads a tested item's next date.

export interface TestEnvironment {
  /** The option the form shows; also the key `nextTestDate` takes. */
  label: string;
  /** Months until the next inspection and test. */
  months: number;
}

export const TEST_ENVIRONMENTS: readonly TestEnvironment[] = [
  { label: 'Building, construction and demolition (3 months)', months: 3 },
  { label: 'Factory, workshop, manufacture, assembly, maintenance or fabrication (6 months)', months: 6 },
  { label: 'Commercial cleaning equipment (6 months)', months: 6 },
  { label: 'Hire equipment (3 months; inspected before each hire)', months: 3 },
  { label: 'Flexed in normal use, open to abuse or a hostile environment (12 months)', months: 12 },
  { label: 'Residential areas of hotels, motels, hostels, boarding houses and the like (2 years)', months: 24 },
  { label: 'Not flexed, not open to abuse, not hostile, e.g. an office (5 years)', months: 60 },
];

export const TEST_ENVIRONMENT_LABELS = TEST_ENVIRONMENTS.map((e) => e.label);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date plus whole months; a day past the end of the month is that month's last day. */
export function addMonths(date: string, months: number): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`Not a date: ${date}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(m[3]), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * When an item tested on `testedOn` (`YYYY-MM-DD`) in `environment` (one of TEST_ENVIRONMENT_LABELS) is next due:
 * null for an environment the table does not know.
 */
export function nextTestDate(environment: string, testedOn: string): string | null {
  const found = TEST_ENVIRONMENTS.find((e) => e.label === environment);
  return found ? addMonths(testedOn, found.months) : null;
}
