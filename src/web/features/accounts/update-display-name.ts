import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, meSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

export function updateDisplayName(displayName: string): Promise<Me> {
  return apiFetch<z.infer<typeof meSchema>>('/api/me', {
    method: 'PATCH',
    body: JSON.stringify({ displayName }),
  });
}

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
