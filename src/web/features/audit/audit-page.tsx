import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, indiaDateOf, isRealIsoDate } from '../../../shared/rules/india-clock';
import { Field } from '../../lib/field';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { ACTION_LABELS } from './action-labels';
import { AuditEntryItem } from './audit-entry';
import { type AuditFilter, useAudit } from './get-audit';
import './audit.css';
import { t } from '../../lib/staff-texts';

/** Without dates in the address: the last week (India), as the API answers. */
function filterFromParams(params: URLSearchParams): AuditFilter {
  const today = indiaDateOf(new Date());
  const to = isRealIsoDate(params.get('to') ?? '') ? (params.get('to') as string) : today;
  const from = isRealIsoDate(params.get('from') ?? '') ? (params.get('from') as string) : addDays(to, -6);
  return { from, to, action: params.get('action') ?? '', actor: params.get('actor') ?? '' };
}

/** Every staff action, newest first, with filters by dates, action and who did it. */
export function AuditPage() {
  usePageMeta({
    title: t('audit.title'),
    description: t('audit.description'),
    keywords: ['audit', 'staff', 'history'],
  });
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [draft, setDraft] = useState(filter);
  const [problem, setProblem] = useState<string | null>(null);
  const audit = useAudit(filter);

  function show(event: FormEvent) {
    event.preventDefault();
    const found = draft.from > draft.to ? t('audit.datesReversed') : null;
    setProblem(found);
    if (found) return;
    const next = new URLSearchParams({ from: draft.from, to: draft.to });
    if (draft.action.trim()) next.set('action', draft.action.trim());
    if (draft.actor.trim()) next.set('actor', draft.actor.trim());
    setParams(next, { replace: true });
  }

  const field = (name: keyof AuditFilter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <div className="admin-page audit-page">
      <h1>{t('audit.title')}</h1>
      <form className="audit-controls" onSubmit={show} noValidate>
        <Field label={t('audit.from')} errorId={problem ? 'audit-problem' : undefined}>
          {(control) => <input {...control} type="date" {...field('from')} />}
        </Field>
        <Field label={t('audit.to')} errorId={problem ? 'audit-problem' : undefined}>
          {(control) => <input {...control} type="date" {...field('to')} />}
        </Field>
        <Field label={t('audit.action')}>
          {(control) => <input {...control} list="audit-actions" autoComplete="off" {...field('action')} />}
        </Field>
        <Field label={t('audit.who')}>
          {(control) => <input {...control} type="search" {...field('actor')} />}
        </Field>
        <datalist id="audit-actions">
          {Object.values(ACTION_LABELS).map((label) => (
            <option key={label} value={t(label)} />
          ))}
        </datalist>
        <button type="submit" className="button">
          {t('audit.show')}
        </button>
        {problem && (
          <p id="audit-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      {audit.isError && <LoadError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.isPending && <p role="status">{t('audit.loading')}</p>}
      {audit.data && (
        <>
          <p role="status" className="audit-count">
            {audit.data.length >= 1000
              ? t('audit.countCapped', { count: audit.data.length })
              : t('audit.count', { count: audit.data.length })}
          </p>
          <ol className="audit-list">
            {audit.data.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
