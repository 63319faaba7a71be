import type { AuditEntry } from '../../../shared/schemas/staff';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { t } from '../../lib/staff-texts';
import { actionName, entryChangeLines } from './audit-change';

/** One staff action: what, on what, who and when, and each field before and after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const lines = entryChangeLines(entry.action, entry.before, entry.after);
  return (
    <li className="audit-entry">
      <p className="audit-entry-what">
        <strong>{actionName(entry.action, entry.after)}</strong>{' '}
        <code className="audit-action">{entry.action}</code>{' '}
        {/* A staff change is about an account: named by its e-mail, not its id. */}
        <span className="audit-subject">{entry.subjectEmail ?? entry.subject}</span>
      </p>
      <p className="audit-entry-who">
        <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time> ·{' '}
        {entry.actor ? entry.actor.email : t('audit.byServer')}
      </p>
      {lines.length > 0 && (
        <dl className="audit-changes">
          {lines.map((line) => (
            <div key={line.field}>
              <dt>{line.field}</dt>
              <dd>
                {line.text !== undefined ? (
                  line.text
                ) : line.before !== undefined && line.before === line.after ? (
                  line.after
                ) : (
                  <>
                    {line.before !== undefined && <span className="audit-before">{line.before}</span>}
                    {line.before !== undefined && line.after !== undefined && (
                      <>
                        <span aria-hidden="true"> → </span>
                        <span className="visually-hidden"> {t('audit.changedTo')} </span>
                      </>
                    )}
                    {line.after !== undefined && <span className="audit-after">{line.after}</span>}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
