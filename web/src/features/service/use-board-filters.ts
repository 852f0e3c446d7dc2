import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params';

// The board's section and filters live in the address (?window=month&customer=…&suburb=…&tech=…&type=…&booked=no), as the
// other lists keep theirs: reload, Back and a shared link show the same board.

/** The board's sections: four by when units are due, then the units serviced before that have no interval. */
export const WINDOWS = ['overdue', 'week', 'month', 'next', 'uncontracted'] as const;
export type BoardWindow = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: BoardWindow = 'overdue';

export const WINDOW_LABELS: Record<BoardWindow, string> = {
  overdue: 'Overdue',
  week: 'Due this week',
  month: 'Due this month',
  next: 'Next month',
  uncontracted: 'Not contracted',
};

export interface BoardFilters {
  window: BoardWindow;
  customerId: string | null;
  suburb: string | null;
  technicianId: string | null;
  equipmentType: string | null;
  /** Only the units with no open service job booked. */
  notBooked: boolean;
  page: number;
}

const PARAM: Record<Exclude<keyof BoardFilters, 'window' | 'page' | 'notBooked'>, string> = {
  customerId: 'customer',
  suburb: 'suburb',
  technicianId: 'tech',
  equipmentType: 'type',
};

const isWindow = (v: string | null): v is BoardWindow => WINDOWS.includes(v as BoardWindow);

/** The filters the address holds, and a setter that changes some (a change of filter goes back to page 1). */
export function useBoardFilters(): [BoardFilters, (changes: Partial<BoardFilters>) => void] {
  const [params, change] = useAddressParams();
  const windowParam = params.get('window');
  const filters: BoardFilters = {
    window: isWindow(windowParam) ? windowParam : DEFAULT_WINDOW,
    customerId: params.get(PARAM.customerId) || null,
    suburb: params.get(PARAM.suburb) || null,
    technicianId: params.get(PARAM.technicianId) || null,
    equipmentType: params.get(PARAM.equipmentType) || null,
    notBooked: params.get('booked') === 'no',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = useCallback(
    (changes: Partial<BoardFilters>) =>
      change(
        (next) => {
          const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ('window' in changes) set('window', changes.window === DEFAULT_WINDOW ? null : changes.window);
          for (const [field, key] of Object.entries(PARAM)) {
            if (field in changes) set(key, changes[field as keyof typeof PARAM]);
          }
          if ('notBooked' in changes) set('booked', changes.notBooked ? 'no' : null);
          set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
        },
        { replace: true },
      ),
    [change],
  );
  return [filters, update];
}
