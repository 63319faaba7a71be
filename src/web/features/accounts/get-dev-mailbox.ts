import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DevMailboxResponse, devMailboxResponseSchema } from '../../../shared/schemas/dev-mailbox';
import { apiFetch } from '../../lib/api';

export function getDevMailbox(): Promise<DevMailboxResponse> {
  return apiFetch<z.infer<typeof devMailboxResponseSchema>>('/api/dev/mailbox');
}

export function useDevMailbox() {
  return useQuery({ queryKey: ['dev-mailbox'], queryFn: getDevMailbox, staleTime: 0 });
}
