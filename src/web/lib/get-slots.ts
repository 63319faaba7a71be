import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Slot, slotsResponseSchema } from '../../shared/schemas/slots';
import { apiFetch } from './api';
import { SLOTS_KEY } from './seat-queries';

/** GET /api/slots?date=: that day's bookable slots, by start time. */
export async function getSlots(date: string): Promise<Slot[]> {
  const { slots } = await apiFetch<z.infer<typeof slotsResponseSchema>>(
    `/api/slots?date=${encodeURIComponent(date)}`,
  );
  return slots;
}

export function useSlots(date: string | null) {
  return useQuery({
    queryKey: [...SLOTS_KEY, date],
    queryFn: () => getSlots(date as string),
    enabled: date !== null,
  });
}
