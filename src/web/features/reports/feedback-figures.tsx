import { useId } from 'react';
import type { FeedbackReport } from '../../../shared/schemas/reports';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { richText } from '../../lib/rich-text';
import { t } from '../../lib/staff-texts';
import { ReportFigure } from './report-figure';

/** What visitors answered in the feedback form, and what they wrote. */
export function FeedbackFigures({ feedback }: { feedback: FeedbackReport }) {
  const experiencesId = useId();
  return (
    <>
      <ReportFigure
        title={t('reports.feedback.title')}
        rowHeader={t('reports.feedback.question')}
        series={[
          { name: t('reports.feedback.yes'), tone: 'night' },
          { name: t('reports.feedback.no'), tone: 'gold' },
        ]}
        rows={
          feedback.responses === 0
            ? []
            : feedback.questions.map((q) => ({ label: q.question, values: [q.yes, q.no] }))
        }
      >
        <p>{t('reports.feedback.forms', { count: feedback.responses })}</p>
      </ReportFigure>

      <ReportFigure
        title={t('reports.countries.title')}
        rowHeader={t('reports.countries.country')}
        series={[{ name: t('reports.countries.forms'), tone: 'accent' }]}
        rows={feedback.countries.map((row) => ({ label: row.name, values: [row.responses] }))}
      />

      <section className="report-figure" aria-labelledby={experiencesId}>
        <h2 id={experiencesId}>{t('reports.experiences.title', { count: feedback.experiences.length })}</h2>
        {feedback.experiences.length === 0 ? (
          <p>{t('reports.experiences.none')}</p>
        ) : (
          <ul className="report-experiences">
            {feedback.experiences.map((experience) => (
              <li key={experience.bookingId}>
                <blockquote>{experience.text}</blockquote>
                <p className="report-experience-meta">
                  {richText(
                    t('reports.experiences.meta', {
                      date: formatLongDate(experience.date),
                      slot: experience.slotLabel,
                      id: experience.bookingId,
                      written: formatIndiaDateTime(experience.submittedAt),
                    }),
                    [(id) => <span className="report-booking-id">{id}</span>],
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
