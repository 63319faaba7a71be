import { useRef, useState } from 'react';
import type { Closure } from '../../../shared/schemas/museum';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { CloseDayForm } from './close-day-form';
import { useClosures } from './get-closures';
import { useReopenDay } from './reopen-day';
import './closures.css';
import { t } from '../../lib/staff-texts';

/** Days the museum is closed: close one with a reason, reopen it; the rule's Tuesdays shown beside. */
export function ClosuresPage() {
  usePageMeta({
    title: t('closures.title'),
    description: t('closures.description'),
    keywords: ['closures', 'holidays', 'admin'],
  });
  const closures = useClosures();
  /** The last day reopened here, said until it is closed again. */
  const [reopened, setReopened] = useState<{ date: string; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const byAdmins = closures.data?.filter((closure) => closure.kind === 'closure') ?? [];
  const byRule = closures.data?.filter((closure) => closure.kind === 'rule').slice(0, 6) ?? [];
  const stillOpen = reopened !== null && !byAdmins.some((closure) => closure.date === reopened.date);

  return (
    <div className="admin-page admin-narrow closures-page">
      <h1>{t('closures.title')}</h1>
      <CloseDayForm />
      <section aria-labelledby="closed-days-heading">
        <h2 id="closed-days-heading" ref={heading} tabIndex={-1}>
          {t('closures.ahead')}
        </h2>
        <p role="status" className="closures-notice">
          {stillOpen ? reopened.text : ''}
        </p>
        {closures.isError && <LoadError error={closures.error} onRetry={() => void closures.refetch()} />}
        {closures.isPending && <p role="status">{t('closures.loading')}</p>}
        {closures.data && byAdmins.length === 0 && <p>{t('closures.none')}</p>}
        {byAdmins.length > 0 && (
          <ul className="closure-list">
            {byAdmins.map((closure) => (
              <ClosureItem
                key={closure.date}
                closure={closure}
                onReopened={() => {
                  setReopened({
                    date: closure.date,
                    text: t('closures.reopened', { date: formatLongDate(closure.date) }),
                  });
                  // The item and its button go away: keep the keyboard user's place in the list.
                  heading.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
        {byRule.length > 0 && (
          <>
            <h3>{t('closures.byRule')}</h3>
            <p>{t('closures.byRuleText')}</p>
            <ul className="closure-rule-days">
              {byRule.map((closure) => (
                <li key={closure.date}>{formatLongDate(closure.date)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function ClosureItem({ closure, onReopened }: { closure: Closure; onReopened: () => void }) {
  const reopen = useReopenDay();

  return (
    <li className="closure">
      <h3>{formatLongDate(closure.date)}</h3>
      <p className="closure-reason">{closure.reason}</p>
      <p className="closure-meta">
        {closure.closedBy
          ? t('closures.cancelledBy', { count: closure.cancelled, by: closure.closedBy })
          : t('closures.cancelled', { count: closure.cancelled })}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('closures.reopenDay', { date: formatLongDate(closure.date) })}
        disabled={reopen.isPending}
        onClick={() => reopen.mutate(closure.date, { onSuccess: onReopened })}
      >
        {t('closures.reopen')}
      </button>
      {reopen.isError && (
        <p className="field-error" role="alert">
          {errorText(reopen.error)}
        </p>
      )}
    </li>
  );
}
