import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Schedule, scheduleSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';
import { SCHEDULE_KEY } from './get-schedule';

export function saveSchedule(schedule: Schedule): Promise<Schedule> {
  return apiFetch<z.infer<typeof scheduleSchema>>('/api/admin/schedule', {
    method: 'PUT',
    body: JSON.stringify(schedule),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: (saved) => queryClient.setQueryData(SCHEDULE_KEY, saved),
  });
}
