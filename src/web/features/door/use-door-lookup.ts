import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { DoorBooking, DoorBookingSummary } from '../../../shared/schemas/door';
import { DOOR_BOOKING_KEY, getDoorBooking } from './get-door-booking';
import { lookupKind } from './lookup-kind';
import { createRepeatGuard } from './repeat-guard';
import { searchBookings } from './search-bookings';

export type ScanSource = 'camera' | 'typed';

/** What the door shows for the latest entry. `seq` tells one lookup from the next. */
export type DoorView =
  | { kind: 'none' }
  | { kind: 'booking'; id: string; seq: number }
  | { kind: 'choices'; query: string; bookings: DoorBookingSummary[]; seq: number }
  | { kind: 'no-match'; query: string; seq: number }
  | { kind: 'failed'; error: unknown; seq: number };

/**
 * Turns what the box or the camera gave into something to show. An id is read straight; other
 * entries are searched, and one match opens like a scan. The same code again within a few
 * seconds is the same scan (a camera reads a held ticket many times) and changes nothing.
 */
export function useDoorLookup(onBooking: (booking: DoorBooking | null) => void) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<DoorView>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const guard = useRef(createRepeatGuard());
  const latest = useRef(0);

  const open = useCallback(
    async (id: string, seq: number) => {
      const booking = await queryClient.fetchQuery({
        queryKey: [...DOOR_BOOKING_KEY, id],
        queryFn: () => getDoorBooking(id),
        staleTime: 0,
      });
      if (seq !== latest.current) return;
      setView({ kind: 'booking', id, seq });
      onBooking(booking);
    },
    [queryClient, onBooking],
  );

  const lookup = useCallback(
    async (text: string, source: ScanSource) => {
      const entry = text.trim();
      if (!entry || guard.current.isRepeat(entry)) return;
      const seq = ++latest.current;
      setBusy(true);
      try {
        // A camera only ever reads codes; whatever it read is looked up as an id.
        if (source === 'camera' || lookupKind(entry) === 'id') return await open(entry, seq);
        const bookings = await searchBookings(entry);
        if (seq !== latest.current) return;
        if (bookings.length === 1) return await open(bookings[0].id, seq);
        setView(
          bookings.length === 0
            ? { kind: 'no-match', query: entry, seq }
            : { kind: 'choices', query: entry, bookings, seq },
        );
      } catch (error) {
        guard.current.reset(); // so the same code can be tried again at once
        if (seq === latest.current) setView({ kind: 'failed', error, seq });
      } finally {
        if (seq === latest.current) setBusy(false);
      }
    },
    [open],
  );

  /** A booking picked from a list of matches. */
  const pick = useCallback(
    (id: string) => {
      guard.current.reset();
      void lookup(id, 'typed');
    },
    [lookup],
  );

  return { view, busy, lookup, pick };
}
