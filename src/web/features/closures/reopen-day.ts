import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';

export function reopenDay(date: string): Promise<unknown> {
  return apiFetch(`/api/admin/closures/${date}`, z.null(), { method: 'DELETE' });
}

export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'closures'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] }),
      ]),
  });
}
