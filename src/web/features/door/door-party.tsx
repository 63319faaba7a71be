import type { ReactNode } from 'react';
import { personDocument } from '../../../shared/rules/person-document';
import type { DoorBooking } from '../../../shared/schemas/door';
import { formatLongDate } from '../../lib/format-date';
import { t } from '../../lib/staff-texts';

/** One person as the door shows them. */
export interface DoorPartyPerson {
  name: string;
  age?: number;
  child?: boolean;
  /** Their document's line; none for a walk-in's names. */
  document?: ReactNode;
}

/**
 * What the door shows of a party, from the server's booking (`doorPartyView`) or from the
 * device's roster when offline (offline/offline-party.ts), which knows less.
 */
export interface DoorPartyView {
  id: string;
  slotLabel: string;
  date: string;
  /** A walk-in's size, or how many of a party came in; no line for a party yet to come. */
  party: string | null;
  mobile: string;
  /** The names a walk-in gave, or the booking's visitors. */
  people: { walkIn: boolean; list: DoorPartyPerson[] };
}

/** Who is at the door: the slot, the mobile, and each person with age and document. */
export function DoorParty({ view }: { view: DoorPartyView }) {
  const { people } = view;
  const list = people.list.map((person, index) => (
    // People have no id of their own; their position in the booking is stable.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    <li key={index} className="door-person">
      <p className="door-person-name">
        {person.name}
        {person.age !== undefined && <span className="door-person-age">, {person.age}</span>}
        {person.child && <span className="door-child-tag">{t('door.party.child')}</span>}
      </p>
      {person.document !== undefined && <p className="door-person-document">{person.document}</p>}
    </li>
  ));
  return (
    <section className="door-party" aria-labelledby="door-party-heading">
      <h2 id="door-party-heading" className="visually-hidden">
        {t('door.party.heading')}
      </h2>
      <dl className="door-facts">
        <div>
          <dt>{t('door.party.slot')}</dt>
          <dd>
            {view.slotLabel}, {formatLongDate(view.date)}
          </dd>
        </div>
        {view.party !== null && (
          <div>
            <dt>{t('door.party.party')}</dt>
            <dd>{view.party}</dd>
          </div>
        )}
        <div>
          <dt>{t('door.party.mobile')}</dt>
          <dd>{view.mobile}</dd>
        </div>
        <div>
          <dt>{t('door.party.bookingId')}</dt>
          <dd className="door-code">{view.id}</dd>
        </div>
      </dl>
      {list.length > 0 &&
        (people.walkIn ? (
          <ul className="door-people" aria-label={t('door.party.namesGiven')}>
            {list}
          </ul>
        ) : (
          <ol className="door-people" aria-label={t('door.party.visitors', { count: list.length })}>
            {list}
          </ol>
        ))}
    </section>
  );
}

/** The party of a booking as the server sends it: every person's document in full. */
export function doorPartyView(booking: DoorBooking): DoorPartyView {
  return {
    id: booking.id,
    slotLabel: booking.slotLabel,
    date: booking.date,
    party: partyText(booking),
    mobile: booking.mobile ?? '—',
    people: booking.walkIn
      ? { walkIn: true, list: booking.walkInNames.map((name) => ({ name })) }
      : {
          walkIn: false,
          list: booking.people.map((person) => ({
            name: person.name,
            age: person.age,
            child: person.child,
            document: <DocumentLine label={person.documentLabel} number={person.documentNumber} />,
          })),
        },
  };
}

/** A walk-in party and its size; a party admitted in part, how many of it came. */
function partyText(booking: DoorBooking): string | null {
  const { partySize: size, admitted } = booking;
  if (booking.walkIn)
    return admitted === null
      ? t('door.party.walkIn', { size })
      : t('door.party.walkInCame', { size, admitted });
  return admitted === null ? null : t('door.party.came', { size, admitted });
}

function DocumentLine({ label, number }: { label: string; number: string | null }) {
  const document = personDocument(number);
  if (document.kind === 'none') return t('person.noDocument');
  return (
    <>
      {label}{' '}
      <span className="door-code">{document.kind === 'erased' ? t('person.erased') : document.number}</span>
    </>
  );
}
