import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTION_LABELS } from '../../../shared/rules/audit-actions';
import { addDays, indiaDateOf, isRealIsoDate } from '../../../shared/rules/india-clock';
import { Field } from '../../lib/field';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuditEntryItem } from './audit-entry';
import { type AuditFilter, useAudit } from './get-audit';
import './audit.css';

/** Without dates in the address: the last week (India), as the API answers. */
function filterFromParams(params: URLSearchParams): AuditFilter {
  const today = indiaDateOf(new Date());
  const to = isRealIsoDate(params.get('to') ?? '') ? (params.get('to') as string) : today;
  const from = isRealIsoDate(params.get('from') ?? '') ? (params.get('from') as string) : addDays(to, -6);
  return { from, to, action: params.get('action') ?? '', actor: params.get('actor') ?? '' };
}

const entryCount = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** Every staff action, newest first, with filters by dates, action and who did it. */
export function AuditPage() {
  usePageMeta({
    title: 'Audit',
    description: 'Who did what and when on the staff site: door steps, staff changes, exports.',
    keywords: ['audit', 'staff', 'history'],
  });
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [draft, setDraft] = useState(filter);
  const [problem, setProblem] = useState<string | null>(null);
  const audit = useAudit(filter);

  function show(event: FormEvent) {
    event.preventDefault();
    const found = draft.from > draft.to ? 'The first date must not be after the last.' : null;
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
      <h1>Audit</h1>
      <form className="audit-controls" onSubmit={show} noValidate>
        <Field label="From" errorId={problem ? 'audit-problem' : undefined}>
          {(control) => <input {...control} type="date" {...field('from')} />}
        </Field>
        <Field label="To" errorId={problem ? 'audit-problem' : undefined}>
          {(control) => <input {...control} type="date" {...field('to')} />}
        </Field>
        <Field label="Action (words such as schedule, closure, refuse)">
          {(control) => <input {...control} list="audit-actions" autoComplete="off" {...field('action')} />}
        </Field>
        <Field label="Who (part of the e-mail)">
          {(control) => <input {...control} type="search" {...field('actor')} />}
        </Field>
        <datalist id="audit-actions">
          {Object.values(AUDIT_ACTION_LABELS).map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <button type="submit" className="button">
          Show
        </button>
        {problem && (
          <p id="audit-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      {audit.isError && <LoadError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.isPending && <p role="status">Loading the audit…</p>}
      {audit.data && (
        <>
          <p role="status" className="audit-count">
            {entryCount(audit.data.length)}, newest first
            {audit.data.length >= 1000 ? ' (the first 1,000: narrow the dates to see the rest)' : ''}
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
