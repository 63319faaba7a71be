import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { verdictTone } from '../../../shared/rules/door';
import { type DoorChoice, summaryChoice } from './door-choices-list';
import { DoorOfflineError } from './door-fetch';
import type { Tone } from './door-panel';
import { DOOR_BOOKING_KEY, getDoorBooking } from './get-door-booking';
import { lookupKind } from './lookup-kind';
import { doorDevice, learnEarlyMinutes, markDoorOffline } from './offline/door-device';
import { offlineLookup } from './offline/offline-lookup';
import { createRepeatGuard } from './repeat-guard';
import { searchBookings } from './search-bookings';

export type ScanSource = 'camera' | 'typed';

/**
 * What the door shows for the latest entry. `seq` tells one lookup from the next. A booking
 * `offline` was decided from the device's roster.
 */
export type DoorView =
  | { kind: 'none' }
  | { kind: 'booking'; id: string; offline: boolean; seq: number }
  | { kind: 'choices'; query: string; choices: DoorChoice[]; seq: number }
  | { kind: 'no-match'; query: string; seq: number }
  | { kind: 'failed'; error: unknown; seq: number };

/**
 * Turns what the box or the camera gave into something to show. An id is read straight; other
 * entries are searched, and one match opens like a scan. The same code again within a few
 * seconds is the same scan (a camera reads a held ticket many times) and changes nothing.
 * With no server (the browser says offline, or a lookup got no answer in time) the device's
 * roster answers instead, by the same rules.
 */
export function useDoorLookup(onTone: (tone: Tone) => void) {
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
      if (booking) learnEarlyMinutes(booking);
      setView({ kind: 'booking', id, offline: false, seq });
      onTone(verdictTone(booking?.verdict ?? 'unknown'));
    },
    [queryClient, onTone],
  );

  const online = useCallback(
    async (entry: string, source: ScanSource, seq: number) => {
      // A camera only ever reads codes; whatever it read is looked up as an id.
      if (source === 'camera' || lookupKind(entry) === 'id') return await open(entry, seq);
      const bookings = await searchBookings(entry);
      if (seq !== latest.current) return;
      if (bookings.length === 1) return await open(bookings[0].id, seq);
      setView(
        bookings.length === 0
          ? { kind: 'no-match', query: entry, seq }
          : { kind: 'choices', query: entry, choices: bookings.map(summaryChoice), seq },
      );
    },
    [open],
  );

  /** Answers from the roster; false when the device has none (then the door can only say offline). */
  const offline = useCallback(
    (entry: string, source: ScanSource, seq: number): boolean => {
      const { roster } = doorDevice();
      if (!roster) return false;
      const answer = offlineLookup(roster, entry, source === 'camera');
      if (answer.kind === 'booking') {
        setView({ kind: 'booking', id: answer.id, offline: true, seq });
        onTone(answer.tone);
      } else if (answer.kind === 'choices')
        setView({ kind: 'choices', query: entry, choices: answer.choices, seq });
      else setView({ kind: 'no-match', query: entry, seq });
      return true;
    },
    [onTone],
  );

  const lookup = useCallback(
    async (text: string, source: ScanSource) => {
      const entry = text.trim();
      if (!entry || guard.current.isRepeat(entry)) return;
      const seq = ++latest.current;
      if (!doorDevice().online && offline(entry, source, seq)) return;
      setBusy(true);
      try {
        await online(entry, source, seq);
      } catch (error) {
        if (error instanceof DoorOfflineError) markDoorOffline();
        if (seq !== latest.current) return;
        if (error instanceof DoorOfflineError && offline(entry, source, seq)) return;
        guard.current.reset(); // so the same code can be tried again at once
        setView({ kind: 'failed', error, seq });
      } finally {
        if (seq === latest.current) setBusy(false);
      }
    },
    [online, offline],
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
