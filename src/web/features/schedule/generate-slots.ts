import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GenerateResult, generateResultSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export function generateSlots(input: { from: string; to: string; dryRun: boolean }): Promise<GenerateResult> {
  return apiFetch<z.infer<typeof generateResultSchema>>('/api/admin/slots/generate', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

/** Preview or generate; a real run makes every admin slot view read again. */
export function useGenerateSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSlots,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: ['admin', 'slots'] });
    },
  });
}
