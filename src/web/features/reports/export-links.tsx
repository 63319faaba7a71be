import { useId } from 'react';
import type { ExportKind, ReportRange } from '../../../shared/schemas/reports';

const FILES: { kind: ExportKind; label: string; about: string }[] = [
  {
    kind: 'bookings',
    label: 'Bookings',
    about: 'one row per booking, cancelled ones too; mobile and e-mail',
  },
  { kind: 'visitors', label: 'Visitors', about: 'one row per person, with age and document number' },
  { kind: 'feedback', label: 'Feedback', about: 'one row per feedback form, with the experience written' },
];

/** Links that download the range's CSV files; every download is recorded in the audit. */
export function ExportLinks({ range }: { range: ReportRange }) {
  const headingId = useId();
  const query = new URLSearchParams(range);
  return (
    <section className="report-exports" aria-labelledby={headingId}>
      <h2 id={headingId}>Download as CSV</h2>
      <p>
        For a spreadsheet: UTF-8 files that keep Devanagari names readable. Each download is recorded in the
        audit.
      </p>
      <ul>
        {FILES.map((file) => (
          <li key={file.kind}>
            <a href={`/api/admin/exports/${file.kind}.csv?${query}`} download>
              {file.label} (CSV)
            </a>{' '}
            <span className="report-export-about">{file.about}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
