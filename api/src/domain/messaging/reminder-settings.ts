import { z } from 'zod';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { REMINDER_TIME_PATTERN } from '../../rules/sms.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    time: z
      .string({ error: 'Reminder time is required' })
      .trim()
      .regex(REMINDER_TIME_PATTERN, 'Reminder time must be a time of day like 17:00'),
  })
  .strict();

/** Appointment reminders as the settings show them: on or off, and when (HH:MM in the organisation's zone). */
export interface ReminderSettings {
  enabled: boolean;
  time: string;
  timeZone: string;
}

const select = { smsRemindersEnabled: true, smsReminderTime: true, ...TIME_ZONE_COLUMN } as const;
const shape = (o: { smsRemindersEnabled: boolean; smsReminderTime: string; timeZone: string }): ReminderSettings => ({
  enabled: o.smsRemindersEnabled,
  time: o.smsReminderTime,
  timeZone: o.timeZone,
});

/** Appointment reminders of the organisation: on or off, and the time of day (its zone) they go out. */
export async function getReminderSettings(ctx: Context): Promise<ReminderSettings> {
  const user = requireAbility(ctx, 'seeMessages');
  return shape(await ctx.db.organization.findUniqueOrThrow({ where: { id: user.orgId }, select }));
}

/** Turn appointment reminders on or off and set their time (admin and manager). */
export async function updateReminderSettings(ctx: Context, input: unknown): Promise<ReminderSettings> {
  const user = requireAbility(ctx, 'seeMessages');
  const { enabled, time } = parseInput(reminderSettingsSchema, input);
  return shape(
    await ctx.db.organization.update({ where: { id: user.orgId }, data: { smsRemindersEnabled: enabled, smsReminderTime: time }, select }),
  );
}
