// Which credit banner a sending screen shows (spec part 1 §4, §9; part 2 §4, §9), for SMS and email alike. Pure:
// the SMS dialog and the quote and invoice email dialogs read it through web/src/features/messaging/CreditBanner.

import { LOW_CREDITS_BANNER, type MessageMeter } from './usage.ts';

export type MessageChannelName = 'sms' | 'email';

/**
 * - `exhausted`: the plan's allowance and every pack are used up: the action is blocked (greyed).
 * - `low`: 10 or fewer SMS (20 or fewer emails) left in all: a warning, and the action reads 'Send Anyway'.
 * - `usingPacks`: the monthly allowance is used up and sends now come out of pack credits.
 * - `ok`: nothing to say.
 */
export type CreditStatus = 'exhausted' | 'low' | 'usingPacks' | 'ok';

export function creditStatus(
  channel: MessageChannelName,
  meter: Pick<MessageMeter, 'totalAvailable' | 'quotaExceeded' | 'allExhausted'>,
): CreditStatus {
  if (meter.allExhausted || meter.totalAvailable <= 0) return 'exhausted';
  if (meter.totalAvailable <= LOW_CREDITS_BANNER[channel]) return 'low';
  if (meter.quotaExceeded) return 'usingPacks';
  return 'ok';
}

export const CHANNEL_NAMES: Record<MessageChannelName, string> = { sms: 'SMS', email: 'email' };
