import type { Db } from '../../db/client.ts';
import { serviceRegimeOf } from '../../rules/service-regimes.ts';
import { dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';
import { recomputeNextService } from './recompute-next-service.ts';

// A unit's service settings as an equipment form sends them: a preset regime fills in the intervals not
// sent; an entered last-service day is local midnight in the organisation's zone; the unit's next service follows in
// the same transaction whenever one of them changed.

export interface ServiceSettings {
  serviceIntervalMonths?: number | null;
  serviceIntervalHours?: number | null;
  serviceRegime?: string | null;
  lastServiceEnteredAt?: Date | null;
}

const SETTINGS = ['serviceIntervalMonths', 'serviceIntervalHours', 'serviceRegime', 'lastServiceEnteredAt'] as const;

/** Whether an input touches the unit's service settings (so its next service is recomputed). */
export const changesService = (data: ServiceSettings) => SETTINGS.some((k) => data[k] !== undefined);

/**
 * The settings to store: a regime's intervals for the ones not sent (a regime sent as null leaves the intervals), and
 * a date sent without a time (midnight UTC, as '2025-03-15' parses) moved to midnight of that day in the zone.
 */
export function serviceSettingsOf<T extends ServiceSettings>(data: T, timeZone: string): T {
  const regime = serviceRegimeOf(data.serviceRegime);
  const out = { ...data };
  if (regime) {
    if (out.serviceIntervalMonths === undefined) out.serviceIntervalMonths = regime.intervalMonths;
    if (out.serviceIntervalHours === undefined) out.serviceIntervalHours = regime.intervalHours;
  }
  const entered = data.lastServiceEnteredAt;
  if (
    entered &&
    entered.getUTCHours() === 0 &&
    entered.getUTCMinutes() === 0 &&
    entered.getUTCSeconds() === 0 &&
    entered.getUTCMilliseconds() === 0
  )
    out.lastServiceEnteredAt = midnightOf(dayKeyOf(entered, 'UTC'), timeZone);
  return out;
}

/** Recomputes one unit's next service when the input changed its service settings. */
export async function afterServiceSettings(tx: Db, equipmentId: string, data: ServiceSettings, timeZone: string): Promise<void> {
  if (changesService(data)) await recomputeNextService(tx, [equipmentId], timeZone);
}
