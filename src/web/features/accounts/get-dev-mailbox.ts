import { useQuery } from '@tanstack/react-query';
import { type DevMailboxResponse, devMailboxResponseSchema } from '../../../shared/schemas/dev-mailbox';
import { apiFetch } from '../../lib/api';

export function getDevMailbox(): Promise<DevMailboxResponse> {
  return apiFetch('/api/dev/mailbox', devMailboxResponseSchema);
}

export function useDevMailbox() {
  return useQuery({ queryKey: ['dev-mailbox'], queryFn: getDevMailbox, staleTime: 0 });
}
