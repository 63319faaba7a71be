import { useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import type { AdminWaitlist } from '../../../shared/schemas/front-desk-mail';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime, formatIndiaTime } from '../../lib/format-india-time';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWaitlists } from './get-waitlists';
import './waitlists.css';
import { t } from '../../lib/staff-texts';

type SlotWaitlist = AdminWaitlist['slots'][number];

/** The waiting lists of a day, slot by slot: who waits for how many seats since when, and live offers. */
export function WaitlistsPage() {
  usePageMeta({
    title: t('waitlists.title'),
    description: t('waitlists.description'),
    keywords: ['waiting list', 'offers', 'admin'],
  });
  const [date, setDate] = useState(indiaDateOf(new Date()));
  const lists = useWaitlists(date);
  const withPeople = (lists.data?.slots ?? []).filter((slot) => slot.waiting.length + slot.offers.length > 0);

  return (
    <div className="admin-page admin-narrow waitlists-page">
      <h1>{t('waitlists.title')}</h1>
      <Field label={t('waitlists.day')}>
        {(control) => (
          <input
            {...control}
            className="waitlists-date"
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        )}
      </Field>
      {lists.isPending && <p role="status">{t('waitlists.loading')}</p>}
      {lists.isError && <LoadError error={lists.error} onRetry={() => void lists.refetch()} />}
      {lists.data && (
        <section aria-labelledby="waitlists-day">
          <h2 id="waitlists-day">{formatLongDate(lists.data.date)}</h2>
          {lists.data.slots.length === 0 && <p>{t('waitlists.noSlots')}</p>}
          {lists.data.slots.length > 0 && withPeople.length === 0 && <p>{t('waitlists.nobody')}</p>}
          {withPeople.map((slot) => (
            <SlotLists key={slot.id} slot={slot} />
          ))}
        </section>
      )}
    </div>
  );
}

function SlotLists({ slot }: { slot: SlotWaitlist }) {
  return (
    <article className="waitlist-slot" aria-labelledby={`slot-${slot.id}`}>
      <h3 id={`slot-${slot.id}`}>{slot.label}</h3>
      <h4>{t('waitlists.waiting', { count: slot.waiting.length })}</h4>
      {slot.waiting.length === 0 ? (
        <p>{t('waitlists.nobodyWaiting')}</p>
      ) : (
        <ol className="waitlist-people">
          {slot.waiting.map((entry) => (
            <li key={`${entry.email}-${entry.since}`}>
              <span className="waitlist-email">{entry.email}</span>
              <span>
                {t('waitlists.waitsFor', { seats: entry.seats, since: formatIndiaDateTime(entry.since) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <h4>{t('waitlists.offers', { count: slot.offers.length })}</h4>
      {slot.offers.length === 0 ? (
        <p>{t('waitlists.noOffer')}</p>
      ) : (
        <ul className="waitlist-people">
          {slot.offers.map((offer) => (
            <li key={`${offer.email}-${offer.since}`}>
              <span className="waitlist-email">{offer.email}</span>
              <span>
                {t('waitlists.offered', {
                  seats: offer.seats,
                  since: formatIndiaDateTime(offer.since),
                  until: formatIndiaTime(offer.expiresAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
