import { useQuery } from '@tanstack/react-query';
import { type FeedbackReport, feedbackReportSchema, type ReportRange } from '../../../shared/schemas/reports';
import { apiFetch } from '../../lib/api';

export function getFeedbackReport(range: ReportRange): Promise<FeedbackReport> {
  const query = new URLSearchParams(range);
  return apiFetch(`/api/admin/reports/feedback?${query}`, feedbackReportSchema);
}

export function useFeedbackReport(range: ReportRange) {
  return useQuery({
    queryKey: ['admin', 'reports', 'feedback', range.from, range.to],
    queryFn: () => getFeedbackReport(range),
  });
}
