import { useId } from 'react';
import type { FeedbackReport } from '../../../shared/schemas/reports';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { ReportFigure } from './report-figure';

/** What visitors answered in the feedback form, and what they wrote. */
export function FeedbackFigures({ feedback }: { feedback: FeedbackReport }) {
  const experiencesId = useId();
  return (
    <>
      <ReportFigure
        title="Feedback answers"
        rowHeader="Question"
        series={[
          { name: 'Yes', tone: 'night' },
          { name: 'No', tone: 'gold' },
        ]}
        rows={
          feedback.responses === 0
            ? []
            : feedback.questions.map((q) => ({ label: q.question, values: [q.yes, q.no] }))
        }
      >
        <p>
          {feedback.responses === 1 ? '1 feedback form' : `${feedback.responses} feedback forms`} from visits
          in this range.
        </p>
      </ReportFigure>

      <ReportFigure
        title="Where visitors come from"
        rowHeader="Country"
        series={[{ name: 'Forms', tone: 'accent' }]}
        rows={feedback.countries.map((row) => ({ label: row.name, values: [row.responses] }))}
      />

      <section className="report-figure" aria-labelledby={experiencesId}>
        <h2 id={experiencesId}>Experiences ({feedback.experiences.length})</h2>
        {feedback.experiences.length === 0 ? (
          <p>No one wrote about their visit in this range.</p>
        ) : (
          <ul className="report-experiences">
            {feedback.experiences.map((experience) => (
              <li key={experience.bookingId}>
                <blockquote>{experience.text}</blockquote>
                <p className="report-experience-meta">
                  Visit of {formatLongDate(experience.date)}, {experience.slotLabel} · booking{' '}
                  <span className="report-booking-id">{experience.bookingId}</span> · written{' '}
                  {formatIndiaDateTime(experience.submittedAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
