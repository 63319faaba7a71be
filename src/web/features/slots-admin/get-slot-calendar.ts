import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SlotCalendar, slotCalendarSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export const slotCalendarKey = (from: string, to: string) => ['admin', 'slots', from, to] as const;

export function getSlotCalendar(from: string, to: string): Promise<SlotCalendar> {
  return apiFetch<z.infer<typeof slotCalendarSchema>>(`/api/admin/slots?from=${from}&to=${to}`);
}

export function useSlotCalendar(from: string, to: string) {
  return useQuery({
    queryKey: slotCalendarKey(from, to),
    queryFn: () => getSlotCalendar(from, to),
    placeholderData: keepPreviousData,
  });
}
