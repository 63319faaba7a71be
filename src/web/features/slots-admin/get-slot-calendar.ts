import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SlotCalendar, slotCalendarSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export const slotCalendarKey = (from: string, to: string) => ['admin', 'slots', from, to] as const;

export function getSlotCalendar(from: string, to: string): Promise<SlotCalendar> {
  return apiFetch(`/api/admin/slots?from=${from}&to=${to}`, slotCalendarSchema);
}

export function useSlotCalendar(from: string, to: string) {
  return useQuery({
    queryKey: slotCalendarKey(from, to),
    queryFn: () => getSlotCalendar(from, to),
    placeholderData: keepPreviousData,
  });
}
