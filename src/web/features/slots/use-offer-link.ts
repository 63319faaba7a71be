import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setDraftDate } from '../../lib/booking-draft';

const SLOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A waiting-list offer mail links to `/?slot=<id>&seats=<n>`: the booking opens on that date,
 * and the slot is chosen once the date's slots are in (where the visitor's offer keeps it
 * listed for them). Returns the offered slot's id until it has been chosen.
 */
export function useOfferLink() {
  const [params, setParams] = useSearchParams();
  const slot = params.get('slot');
  const offered = slot && SLOT_ID.test(slot) ? slot : null;

  useEffect(() => {
    if (offered) setDraftDate(offered.slice(0, 10));
  }, [offered]);

  return {
    offeredSlotId: offered,
    /** The slot is chosen: the link has done its work and leaves the address. */
    done: () => setParams({}, { replace: true }),
  };
}
