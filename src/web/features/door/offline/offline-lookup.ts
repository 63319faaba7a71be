import { verdictTone } from '../../../../shared/rules/door';
import type { RosterBooking } from '../../../../shared/schemas/door-offline';
import { t } from '../../../lib/staff-texts';
import { type DoorChoice, partyNames, peopleText } from '../door-choices-list';
import type { Tone } from '../door-panel';
import { lookupKind } from '../lookup-kind';
import { doorDevice, earlyMinutes } from './door-device';
import { type KeptRoster, searchRoster } from './kept-roster';
import { offlineDoorBooking } from './offline-door';

/** What the roster answers for an entry: one booking (or an unknown code), several, or none. */
export type OfflineAnswer =
  | { kind: 'booking'; id: string; tone: Tone }
  | { kind: 'choices'; choices: DoorChoice[] }
  | { kind: 'no-match' };

function rosterChoice(roster: KeptRoster, booking: RosterBooking): DoorChoice {
  const slot = roster.slots.find((candidate) => candidate.id === booking.slotId);
  const mobile = booking.mobileLast4
    ? t('door.choice.mobileEndsIn', { last4: booking.mobileLast4 })
    : t('door.choice.noMobile');
  return {
    id: booking.id,
    names: partyNames(booking.walkIn, booking.names),
    facts: [slot?.label ?? '—', mobile, peopleText(booking.people)].join(' · '),
    status: booking.status,
  };
}

function openBooking(roster: KeptRoster, id: string): OfflineAnswer {
  const view = offlineDoorBooking(roster, id, doorDevice().queue, new Date(), earlyMinutes());
  return { kind: 'booking', id, tone: verdictTone(view?.verdict ?? 'unknown') };
}

/**
 * The door's lookup from the device's roster, as the server's would go: a camera's code or a
 * typed id is read straight, anything else searched, and one match opens like a scan.
 */
export function offlineLookup(roster: KeptRoster, entry: string, fromCamera: boolean): OfflineAnswer {
  if (fromCamera || lookupKind(entry) === 'id') return openBooking(roster, entry);
  const matches = searchRoster(roster, entry, doorDevice().queue);
  if (matches.length === 1) return openBooking(roster, matches[0].id);
  if (matches.length === 0) return { kind: 'no-match' };
  return { kind: 'choices', choices: matches.map((booking) => rosterChoice(roster, booking)) };
}
