import { DEFAULT_TIME_ZONE } from '@rules/zoned-time';
import { createContext, type ReactNode, useContext } from 'react';

// The organisation's time zone, in which the web shows and reads every date and time. Set once by the portal
// from the signed-in viewer's organisation; screens rendered without it (tests, the public pages) use the default.

const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export function TimeZoneProvider({ timeZone, children }: { timeZone: string | null | undefined; children: ReactNode }) {
  return <TimeZoneContext.Provider value={timeZone || DEFAULT_TIME_ZONE}>{children}</TimeZoneContext.Provider>;
}

/** The zone to format and read dates in: the organisation's. */
export const useTimeZone = (): string => useContext(TimeZoneContext);
