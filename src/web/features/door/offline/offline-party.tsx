import { richText } from '../../../lib/rich-text';
import { t } from '../../../lib/staff-texts';
import type { DoorPartyView } from '../door-party';
import type { OfflineDoorBooking } from './offline-door';

/**
 * The party as far as the device knows it (DoorParty shows it): names, ages, child tags, the
 * last 4 characters of each document and of the mobile.
 */
export function offlinePartyView({ booking, slot, date }: OfflineDoorBooking): DoorPartyView {
  const size = t('door.party.size', { size: booking.people });
  return {
    id: booking.id,
    slotLabel: slot?.label ?? '—',
    date,
    party: booking.walkIn ? t('door.party.walkIn', { size: booking.people }) : size,
    mobile: booking.mobileLast4 ? t('door.party.mobileEndsIn', { last4: booking.mobileLast4 }) : '—',
    people: {
      walkIn: booking.walkIn,
      list: booking.names.map((name, index) => ({
        name,
        age: booking.ages[index],
        child: booking.children[index],
        document: booking.walkIn ? undefined : documentLine(booking.documentsLast4[index]),
      })),
    },
  };
}

function documentLine(last4: string | null | undefined) {
  if (!last4) return t('door.party.noDocumentHere');
  return richText(t('door.party.documentEndsIn', { last4 }), [
    (number) => <span className="door-code">{number}</span>,
  ]);
}
