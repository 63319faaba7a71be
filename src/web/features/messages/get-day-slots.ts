import { useQuery } from '@tanstack/react-query';
import type { SlotCalendar } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

/** The slots of one date, for choosing whom a message reaches. */
export async function getDaySlots(date: string) {
  const calendar = await apiFetch<SlotCalendar>(`/api/admin/slots?from=${date}&to=${date}`);
  return calendar.days[0]?.slots ?? [];
}

export function useDaySlots(date: string) {
  return useQuery({
    queryKey: ['admin', 'slots', date, date, 'message'],
    queryFn: () => getDaySlots(date),
    enabled: date !== '',
  });
}
