import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { paymentMessages } from '../../rules/payment-methods.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { instantOfInput } from '../documents/document-input.ts';
import type { DayOrInstant } from '../documents/schemas.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';

/**
 * The day money moved, as stored: a day is its local midnight in the organisation's zone, left out is now; a day
 * after today in that zone is refused (`field` names the input for forms).
 */
export async function paymentDay(ctx: Context, value: DayOrInstant | null | undefined, field: string): Promise<Date> {
  const timeZone = await organisationTimeZone(ctx);
  const now = new Date();
  const at = value ? instantOfInput(value, timeZone) : now;
  if (at.getTime() > now.getTime() && dayKeyOf(at, timeZone) > dayKeyOf(now, timeZone))
    throw new AppError('VALIDATION', paymentMessages.dateInFuture, { fieldErrors: { [field]: paymentMessages.dateInFuture } });
  return at;
}
