import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hold } from '../../shared/schemas/holds';
import { useBookingDraft } from './booking-draft';
import { HOLDS_KEY, useHolds } from './get-holds';
import { releaseHold } from './release-hold';
import { DATES_KEY, SLOTS_KEY } from './seat-queries';
import { useSession } from './session';
import { takeHold } from './take-hold';

/** Re-renders when `instant` passes, so a hold that ran out stops showing as held. */
function useRenderAt(instant: string | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!instant) return;
    const wait = Date.parse(instant) - Date.now();
    if (wait <= 0) return;
    // Timers are capped at about 24.8 days; holds last minutes or hours.
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), Math.min(wait + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [instant]);
}

/** The visitor's live hold (or offer) on the draft's slot, if any. */
export function useDraftHold(): Hold | null {
  const { user } = useSession();
  const { slot } = useBookingDraft();
  const holds = useHolds(Boolean(user));
  const hold = holds.data?.find((candidate) => candidate.slotId === slot?.id) ?? null;
  useRenderAt(hold?.expiresAt);
  return hold && Date.parse(hold.expiresAt) > Date.now() ? hold : null;
}

/**
 * Taking and giving back the seats of the booking in progress. Used by one component on the
 * page (the booking step), which also keeps the hold in line with the draft: it follows the
 * number of people, and a plain hold is released when the visitor leaves its slot. Offers
 * from the waiting list are never released here: only leaving the list gives them up.
 */
export function useSeatHold() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { slot, people } = useBookingDraft();
  const holds = useHolds(Boolean(user));
  const hold = useDraftHold();
  // The size a take was refused for: not asked again until the party changes.
  const refusedSize = useRef<number | null>(null);

  const seatsChanged = useCallback(
    () => Promise.all([SLOTS_KEY, DATES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );

  const take = useMutation({
    mutationFn: takeHold,
    onSuccess: (taken) => {
      refusedSize.current = null;
      // The server replaced the visitor's plain holds elsewhere; offers stay.
      queryClient.setQueryData<Hold[]>(HOLDS_KEY, (old = []) => [
        ...old.filter((other) => other.offer && other.slotId !== taken.slotId),
        taken,
      ]);
      void seatsChanged();
    },
    onError: (_error, request) => {
      refusedSize.current = request.seats;
    },
  });

  const release = useMutation({
    mutationFn: releaseHold,
    onSettled: (_result, _error, holdId) => {
      queryClient.setQueryData<Hold[]>(HOLDS_KEY, (old = []) => old.filter((other) => other.id !== holdId));
      void seatsChanged();
    },
  });

  const busy = take.isPending || release.isPending;
  const wanted = people.length;

  // The hold follows the draft: its slot and the number of people on it.
  useEffect(() => {
    if (!user || !holds.data || busy) return;
    const stray = holds.data.find((other) => !other.offer && other.slotId !== slot?.id);
    if (stray) {
      release.mutate(stray.id);
      return;
    }
    if (!hold || !slot) return;
    if (wanted === 0 && !hold.offer) release.mutate(hold.id);
    else if (wanted > 0 && hold.seats !== wanted && refusedSize.current !== wanted) {
      take.mutate({ slotId: slot.id, seats: wanted });
    }
  }, [user, holds.data, busy, slot, hold, wanted, take, release]);

  /** Holds the draft's seats unless they already are; throws the refusal (409 slot_full). */
  async function ensureHold(): Promise<Hold | null> {
    if (!slot || wanted === 0) return null;
    if (hold && hold.seats === wanted) return hold;
    return take.mutateAsync({ slotId: slot.id, seats: wanted });
  }

  /** Takes the hold quietly as the visitor moves on to the booking step. */
  function holdOnArrival(): void {
    if (!slot || wanted === 0 || hold || busy || refusedSize.current === wanted) return;
    take.mutate({ slotId: slot.id, seats: wanted });
  }

  return {
    hold,
    /** The last refusal to hold the seats, until a hold is taken. */
    refusal: take.isError ? take.error : null,
    ensureHold,
    holdOnArrival,
    /** CANCEL: a plain hold goes back at once. */
    releasePlainHold(): void {
      if (hold && !hold.offer) release.mutate(hold.id);
    },
    /** After a booking used up the hold of this slot: call before the draft is cleared. */
    forget(slotId: string): void {
      // At once, so the draft's change does not send the used hold back (a 404).
      queryClient.setQueryData<Hold[]>(HOLDS_KEY, (old = []) =>
        old.filter((other) => other.slotId !== slotId),
      );
      void queryClient.invalidateQueries({ queryKey: HOLDS_KEY });
      take.reset();
    },
    resetRefusal: () => take.reset(),
  };
}
