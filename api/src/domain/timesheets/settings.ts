import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { memberCostSchema, timesheetSettingsSchema } from './schemas.ts';
import { timesheetWriteMessages as messages } from './shift-writer.ts';

// The organisation's timesheet settings (overtime rules, the clock-off reminder time, payroll earnings rates, leave's too) and each
// member's cost rate and payroll employee id: admins set them; technicians never see a cost rate.

export interface TimesheetSettings {
  overtimeDailyHours: number | null;
  overtimeWeeklyHours: number | null;
  clockOffReminderTime: string | null;
  payrollOrdinaryRate: string | null;
  payrollOvertimeRate: string | null;
  payrollTravelRate: string | null;
  payrollAnnualLeaveRate: string | null;
  payrollPersonalLeaveRate: string | null;
  payrollPublicHolidayRate: string | null;
  payrollUnpaidLeaveRate: string | null;
}

/** The earnings rate names the business set (the CSV's work types, Xero's earnings rates, MYOB's wage categories). */
export const payrollRatesSelect = {
  payrollOrdinaryRate: true,
  payrollOvertimeRate: true,
  payrollTravelRate: true,
  payrollAnnualLeaveRate: true,
  payrollPersonalLeaveRate: true,
  payrollPublicHolidayRate: true,
  payrollUnpaidLeaveRate: true,
} as const;

const settingsSelect = {
  overtimeDailyMinutes: true,
  overtimeWeeklyMinutes: true,
  clockOffReminderTime: true,
  ...payrollRatesSelect,
} as const;

const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);
const minutes = (h: number | null | undefined) => (h === undefined ? undefined : h === null ? null : Math.round(h * 60));

function toSettings(
  org: { [K in keyof typeof settingsSelect]: K extends `overtime${string}` ? number | null : string | null },
): TimesheetSettings {
  return {
    overtimeDailyHours: hours(org.overtimeDailyMinutes as number | null),
    overtimeWeeklyHours: hours(org.overtimeWeeklyMinutes as number | null),
    clockOffReminderTime: org.clockOffReminderTime as string | null,
    payrollOrdinaryRate: org.payrollOrdinaryRate as string | null,
    payrollOvertimeRate: org.payrollOvertimeRate as string | null,
    payrollTravelRate: org.payrollTravelRate as string | null,
    payrollAnnualLeaveRate: org.payrollAnnualLeaveRate as string | null,
    payrollPersonalLeaveRate: org.payrollPersonalLeaveRate as string | null,
    payrollPublicHolidayRate: org.payrollPublicHolidayRate as string | null,
    payrollUnpaidLeaveRate: org.payrollUnpaidLeaveRate as string | null,
  };
}

/** The settings: every member reads the overtime rules and reminder time their timesheet follows. */
export async function getTimesheetSettings(ctx: Context): Promise<TimesheetSettings> {
  requireAbility(ctx, 'keepTimesheet');
  const org = await ctx.db.organization.findFirstOrThrow({ select: settingsSelect });
  return toSettings(org);
}

/** Admins change the settings; a field left out stays as it was, null turns a rule or the reminder off. */
export async function updateTimesheetSettings(ctx: Context, input: unknown): Promise<TimesheetSettings> {
  const data = parseInput(timesheetSettingsSchema, input ?? {});
  const user = requireAbility(ctx, 'manageCostRates');
  const org = await ctx.db.organization.update({
    where: { id: user.orgId },
    data: {
      overtimeDailyMinutes: minutes(data.overtimeDailyHours),
      overtimeWeeklyMinutes: minutes(data.overtimeWeeklyHours),
      clockOffReminderTime: data.clockOffReminderTime,
      payrollOrdinaryRate: data.payrollOrdinaryRate,
      payrollOvertimeRate: data.payrollOvertimeRate,
      payrollTravelRate: data.payrollTravelRate,
      payrollAnnualLeaveRate: data.payrollAnnualLeaveRate,
      payrollPersonalLeaveRate: data.payrollPersonalLeaveRate,
      payrollPublicHolidayRate: data.payrollPublicHolidayRate,
      payrollUnpaidLeaveRate: data.payrollUnpaidLeaveRate,
    },
    select: settingsSelect,
  });
  return toSettings(org);
}

export interface MemberCost {
  userId: string;
  name: string;
  costRateCents: number | null;
  payrollEmployeeId: string | null;
}

/** Every member's cost rate and payroll id (admin and manager read them; an admin sets them). */
export async function listMemberCosts(ctx: Context): Promise<MemberCost[]> {
  requireAbility(ctx, 'seeJobProfit');
  const rows = await ctx.db.user.findMany({
    select: { id: true, name: true, costRateCents: true, payrollEmployeeId: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ userId: r.id, name: r.name, costRateCents: r.costRateCents, payrollEmployeeId: r.payrollEmployeeId }));
}

/** An admin sets a member's cost rate (cents an hour, never negative) and payroll employee id. */
export async function setMemberCost(ctx: Context, memberId: string, input: unknown): Promise<MemberCost> {
  const data = parseInput(memberCostSchema, input ?? {});
  requireAbility(ctx, 'manageCostRates');
  const found = await ctx.db.user.findFirst({ where: { id: memberId }, select: { id: true } });
  if (!found) throw notFound(messages.memberNotFound);
  const r = await ctx.db.user.update({
    where: { id: memberId },
    data: { costRateCents: data.costRateCents, payrollEmployeeId: data.payrollEmployeeId },
    select: { id: true, name: true, costRateCents: true, payrollEmployeeId: true },
  });
  return { userId: r.id, name: r.name, costRateCents: r.costRateCents, payrollEmployeeId: r.payrollEmployeeId };
}
