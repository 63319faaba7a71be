import { useQuery } from '@tanstack/react-query';
import { type Report, type ReportRange, reportSchema } from '../../../shared/schemas/reports';
import { apiFetch } from '../../lib/api';

export function getReport(range: ReportRange): Promise<Report> {
  const query = new URLSearchParams(range);
  return apiFetch(`/api/admin/reports?${query}`, reportSchema);
}

export function useReport(range: ReportRange) {
  return useQuery({ queryKey: ['admin', 'reports', range.from, range.to], queryFn: () => getReport(range) });
}
