import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { DayFigures } from './day-figures';
import { ExportLinks } from './export-links';
import { FeedbackFigures } from './feedback-figures';
import { useFeedbackReport } from './get-feedback-report';
import { useReport } from './get-report';
import { rangeFromParams, rangeProblem } from './report-range';
import { VisitFigures } from './visit-figures';
import './reports.css';
import { t } from '../../lib/staff-texts';

/** The figures of a range of visit dates, as charts and tables, and the CSV downloads. */
export function ReportsPage() {
  usePageMeta({
    title: t('reports.title'),
    description: t('reports.description'),
    keywords: ['reports', 'visitors', 'feedback', 'exports'],
  });
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, new Date());
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReport(range);
  const feedback = useFeedbackReport(range);

  function show(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) setParams(draft, { replace: true });
  }

  return (
    <div className="admin-page reports-page">
      <h1>
        {t('reports.title')}{' '}
        {!problem && (
          <span className="reports-range">
            {t('reports.range', { from: formatLongDate(range.from), to: formatLongDate(range.to) })}
          </span>
        )}
      </h1>
      <form className="reports-controls" onSubmit={show} noValidate>
        <Field label={t('reports.from')} errorId={problem ? 'reports-range-problem' : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('reports.to')} errorId={problem ? 'reports-range-problem' : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t('reports.show')}
        </button>
        {problem && (
          <p id="reports-range-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>

      {/* The figures and files of the last range shown would read as those of the dates typed. */}
      {problem ? (
        <p className="reports-none">{t('reports.correctDates')}</p>
      ) : (
        <>
          <ExportLinks range={range} />

          {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
          {report.isPending && <p role="status">{t('reports.loading')}</p>}
          {report.data && <VisitFigures report={report.data} />}
          <DayFigures date={range.to} />

          {feedback.isError && <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />}
          {feedback.data && <FeedbackFigures feedback={feedback.data} />}
        </>
      )}
    </div>
  );
}
