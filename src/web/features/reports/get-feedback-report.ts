import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeedbackReport, feedbackReportSchema, ReportRange } from '../../../shared/schemas/reports';
import { apiFetch } from '../../lib/api';

export function getFeedbackReport(range: ReportRange): Promise<FeedbackReport> {
  const query = new URLSearchParams(range);
  return apiFetch<z.infer<typeof feedbackReportSchema>>(`/api/admin/reports/feedback?${query}`);
}

export function useFeedbackReport(range: ReportRange) {
  return useQuery({
    queryKey: ['admin', 'reports', 'feedback', range.from, range.to],
    queryFn: () => getFeedbackReport(range),
  });
}
