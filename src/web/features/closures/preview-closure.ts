import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { closeDayResultSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

/** What closing the day would cancel (a dry run: nothing changes). */
export function previewClosure(input: { date: string; reason: string }) {
  return apiFetch<z.infer<typeof closeDayResultSchema>>('/api/admin/closures', {
    method: 'POST',
    body: JSON.stringify({ ...input, dryRun: true }),
  });
}

export function useClosurePreview() {
  return useMutation({ mutationFn: previewClosure });
}
