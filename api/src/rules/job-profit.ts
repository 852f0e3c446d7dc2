import { type Cents, multiplyCents, roundCents, sumCents } from './money.ts';

// What a job made (docs/timesheets.md → Job profit): revenue invoiced without GST, labour at each member's cost rate
// over their hours on the job, materials at cost, the margin and margin %. Every figure is whole cents through
// rules/money.ts; the job screen, the report and the export all call these, so they agree to the cent.

/** One member's hours on a job: their minutes and cost rate (cents an hour; null: no rate set yet). */
export interface LabourInput {
  userId: string | null;
  minutes: number;
  costRateCents: number | null;
}

/** A part used on a job, at the price-list item's cost (null: no item of that name, or no cost set). */
export interface MaterialInput {
  name: string;
  quantity: number;
  unitCostCents: number | null;
}

export interface JobProfitInput {
  /** What was invoiced for the job, GST excluded. */
  revenueCents: Cents;
  labour: readonly LabourInput[];
  materials: readonly MaterialInput[];
}

export interface ProfitFigures {
  revenueCents: Cents;
  labourCostCents: Cents;
  materialsCostCents: Cents;
  costCents: Cents;
  marginCents: Cents;
  /** Margin over revenue, one decimal (25.3); null without revenue. */
  marginPercent: number | null;
}

export interface JobProfit extends ProfitFigures {
  labourMinutes: number;
  /** Hours of members without a cost rate: counted at nothing, named so the office can set the rate. */
  uncostedLabourMinutes: number;
  /** Parts without a cost: counted at nothing. */
  uncostedMaterials: string[];
}

/** Margin % of a margin over revenue, one decimal, half away from zero; null when nothing was invoiced. */
export function marginPercentOf(marginCents: Cents, revenueCents: Cents): number | null {
  if (revenueCents === 0) return null;
  return roundCents((marginCents * 1000) / revenueCents) / 10;
}

/** Labour cost: each member's minutes summed, then × their hourly rate, rounded once per member. */
export function labourCostOf(labour: readonly LabourInput[]): Cents {
  const byMember = new Map<string, { minutes: number; rate: number }>();
  for (const l of labour) {
    if (l.costRateCents === null) continue;
    const key = `${l.userId ?? ''}:${l.costRateCents}`;
    const seen = byMember.get(key) ?? { minutes: 0, rate: l.costRateCents };
    seen.minutes += l.minutes;
    byMember.set(key, seen);
  }
  return sumCents([...byMember.values()].map((m) => roundCents((m.rate * m.minutes) / 60)));
}

export function figuresOf(revenueCents: Cents, labourCostCents: Cents, materialsCostCents: Cents): ProfitFigures {
  const costCents = labourCostCents + materialsCostCents;
  const marginCents = revenueCents - costCents;
  return {
    revenueCents,
    labourCostCents,
    materialsCostCents,
    costCents,
    marginCents,
    marginPercent: marginPercentOf(marginCents, revenueCents),
  };
}

/** A job's figures. */
export function jobProfit(input: JobProfitInput): JobProfit {
  const labourCostCents = labourCostOf(input.labour);
  const materialsCostCents = sumCents(
    input.materials.map((m) => (m.unitCostCents === null ? 0 : multiplyCents(m.unitCostCents, m.quantity))),
  );
  return {
    ...figuresOf(input.revenueCents, labourCostCents, materialsCostCents),
    labourMinutes: input.labour.reduce((a, l) => a + l.minutes, 0),
    uncostedLabourMinutes: input.labour.filter((l) => l.costRateCents === null).reduce((a, l) => a + l.minutes, 0),
    uncostedMaterials: [...new Set(input.materials.filter((m) => m.unitCostCents === null).map((m) => m.name))],
  };
}

/** Figures of a group of jobs (a job type, a customer, a month): the jobs' sums, the margin % of the sums. */
export function groupFigures(jobs: readonly ProfitFigures[]): ProfitFigures & { jobs: number } {
  const revenue = sumCents(jobs.map((j) => j.revenueCents));
  return {
    ...figuresOf(revenue, sumCents(jobs.map((j) => j.labourCostCents)), sumCents(jobs.map((j) => j.materialsCostCents))),
    jobs: jobs.length,
  };
}

/** What a set of jobs counts at nothing: hours of members without a cost rate and parts without a cost, with their jobs. */
export interface MissingCosts {
  labourMinutes: number;
  labourJobs: number;
  /** Each part's name once, sorted. */
  materials: string[];
  materialsJobs: number;
}

export function missingCostsOf(jobs: readonly Pick<JobProfit, 'uncostedLabourMinutes' | 'uncostedMaterials'>[]): MissingCosts {
  const labour = jobs.filter((j) => j.uncostedLabourMinutes > 0);
  const materials = jobs.filter((j) => j.uncostedMaterials.length > 0);
  return {
    labourMinutes: labour.reduce((a, j) => a + j.uncostedLabourMinutes, 0),
    labourJobs: labour.length,
    materials: [...new Set(materials.flatMap((j) => j.uncostedMaterials))].sort(),
    materialsJobs: materials.length,
  };
}
