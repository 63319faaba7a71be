import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export function reopenDay(date: string): Promise<unknown> {
  return apiFetch<null>(`/api/admin/closures/${date}`, { method: 'DELETE' });
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
