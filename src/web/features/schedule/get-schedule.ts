import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Schedule, scheduleSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export const SCHEDULE_KEY = ['admin', 'schedule'] as const;

export function getSchedule(): Promise<Schedule> {
  return apiFetch<z.infer<typeof scheduleSchema>>('/api/admin/schedule');
}

export function useSchedule() {
  return useQuery({ queryKey: SCHEDULE_KEY, queryFn: getSchedule });
}
