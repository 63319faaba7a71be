import { useId } from 'react';
import type { ExportKind, ReportRange } from '../../../shared/schemas/reports';
import { msg, t } from '../../lib/staff-texts';

const FILES: { kind: ExportKind; label: string; about: string }[] = [
  { kind: 'bookings', label: msg('reports.export.bookings'), about: msg('reports.export.bookingsAbout') },
  { kind: 'visitors', label: msg('reports.export.visitors'), about: msg('reports.export.visitorsAbout') },
  { kind: 'feedback', label: msg('reports.export.feedback'), about: msg('reports.export.feedbackAbout') },
];

/** Links that download the range's CSV files; every download is recorded in the audit. */
export function ExportLinks({ range }: { range: ReportRange }) {
  const headingId = useId();
  const query = new URLSearchParams(range);
  return (
    <section className="report-exports" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reports.export.heading')}</h2>
      <p>{t('reports.export.text')}</p>
      <ul>
        {FILES.map((file) => (
          <li key={file.kind}>
            <a href={`/api/admin/exports/${file.kind}.csv?${query}`} download>
              {t('reports.export.link', { file: t(file.label) })}
            </a>{' '}
            <span className="report-export-about">{t(file.about)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
