import { useEffect, useState } from 'react';

/** How long typing settles before a search box asks the server (lists and pickers alike). */
export const SEARCH_DELAY_MS = 250;

/** The value once it has stopped changing for `ms` (search boxes query the server after typing pauses). */
export function useDebounced<T>(value: T, ms = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
