import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntry, auditListSchema } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';

export interface AuditFilter {
  from: string;
  to: string;
  action: string;
  actor: string;
}

export async function getAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.action) query.set('action', filter.action);
  if (filter.actor) query.set('actor', filter.actor);
  return (await apiFetch<z.infer<typeof auditListSchema>>(`/api/admin/audit?${query}`)).entries;
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter.from, filter.to, filter.action, filter.actor],
    queryFn: () => getAudit(filter),
  });
}
