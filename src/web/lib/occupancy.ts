import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Occupancy, occupancySchema } from '../../shared/schemas/occupancy';
import { apiFetch } from './api';
import { DAY_SHEET_KEY } from './day-sheet';

// Who is inside and who came, across the day's slots: the door's counters and the reports'
// day. Its key starts with the day sheet's, so every door step (which invalidates the day
// sheet) reads it again too.
export const OCCUPANCY_KEY = [...DAY_SHEET_KEY, 'occupancy'] as const;

const REFRESH_MS = 30_000;

export function getOccupancy(date: string): Promise<Occupancy> {
  return apiFetch<z.infer<typeof occupancySchema>>(`/api/admin/occupancy?date=${encodeURIComponent(date)}`);
}

export function useOccupancy(date: string, options: { refresh?: boolean } = {}) {
  return useQuery({
    queryKey: [...OCCUPANCY_KEY, date],
    queryFn: () => getOccupancy(date),
    refetchInterval: options.refresh === false ? false : REFRESH_MS,
  });
}
