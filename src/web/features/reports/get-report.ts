import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Report, ReportRange, reportSchema } from '../../../shared/schemas/reports';
import { apiFetch } from '../../lib/api';

export function getReport(range: ReportRange): Promise<Report> {
  const query = new URLSearchParams(range);
  return apiFetch<z.infer<typeof reportSchema>>(`/api/admin/reports?${query}`);
}

export function useReport(range: ReportRange) {
  return useQuery({ queryKey: ['admin', 'reports', range.from, range.to], queryFn: () => getReport(range) });
}
