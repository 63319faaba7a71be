import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSlot, adminSlotSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export function changeSlot(input: { id: string; capacity?: number; closed?: boolean }): Promise<AdminSlot> {
  const { id, ...change } = input;
  return apiFetch<z.infer<typeof adminSlotSchema>>(`/api/admin/slots/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(change),
  });
}

export function useChangeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] }),
  });
}
