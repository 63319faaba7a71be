import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DaySheet, daySheetSchema } from '../../shared/schemas/door';
import { apiFetch } from './api';

// The day sheet feeds both the day view and the door's counters, and every door step
// changes it, so its fetch and key live here rather than in either feature.
export const DAY_SHEET_KEY = ['admin', 'day'] as const;

/** Seconds between refreshes while the sheet is on screen: other devices take steps too. */
const REFRESH_MS = 30_000;

/** Every slot of an India date with its counts and its bookings with their people. */
export function getDaySheet(date: string): Promise<DaySheet> {
  return apiFetch<z.infer<typeof daySheetSchema>>(`/api/admin/day?date=${encodeURIComponent(date)}`);
}

export function useDaySheet(date: string) {
  return useQuery({
    queryKey: [...DAY_SHEET_KEY, date],
    queryFn: () => getDaySheet(date),
    refetchInterval: REFRESH_MS,
  });
}
