import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { closeDayResultSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export function closeDay(input: { date: string; reason: string }) {
  return apiFetch<z.infer<typeof closeDayResultSchema>>('/api/admin/closures', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

/** Closing a day changes the closures and every slot view of that day. */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'closures'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] }),
      ]),
  });
}
