import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { seatsLeft } from '../../../shared/rules/people-limits';
import type { Slot } from '../../../shared/schemas/slots';
import { type DraftSlot, draftSlotOf, seatsOf, setDraftSlot, useBookingDraft } from '../../lib/booking-draft';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { useSlots } from '../../lib/get-slots';
import { slotLabel, type Translate, useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { slotOptionText } from '../../lib/slot-option-text';
import { TimelineStep } from '../../lib/timeline-step';
import { FullSlot } from './full-slot';

interface SlotStepProps {
  /** Grows by one each time the visitor picks a date: focus moves here once its slots are in. */
  focusRequest: number;
  onChangeDate: () => void;
  /** A slot an offer link chose, to pick as soon as the date's slots are in. */
  offeredSlotId?: string | null;
  onOfferChosen?: () => void;
}

/** The seats still free once the people on the form are counted, as the 'Available' bar counts them. */
function seatsText(t: Translate, slot: DraftSlot, peopleCount: number): string {
  const values = {
    left: seatsLeft(seatsOf(slot), peopleCount),
    available: slot.available,
    people: peopleCount,
  };
  return peopleCount > 0 ? t('slots.seatsLeftAfter', values) : t('slots.seatsLeft', values);
}

function optionText(slot: Slot): string {
  return slotOptionText(slot.label, slot.full ? 0 : seatsLeft(seatsOf(slot), 0));
}

/** Step 3, 'Choose a Slot': the chosen date's slots, or why there are none. */
export function SlotStep({ focusRequest, onChangeDate, offeredSlotId, onOfferChosen }: SlotStepProps) {
  const { date, slot: chosen, people } = useBookingDraft();
  const slots = useSlots(date);
  const { t, language } = useTexts();
  // A full slot picked for its waiting list: shown as chosen, never the draft's slot.
  const [fullPick, setFullPick] = useState<string | null>(null);
  const full = slots.data?.find((slot) => slot.id === fullPick && slot.full) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  // From 0, not the first request: this step may arrive (its own chunk) after a date was picked.
  const focusHandled = useRef(0);

  useEffect(() => {
    if (focusRequest === focusHandled.current || slots.isFetching) return;
    focusHandled.current = focusRequest;
    (select.current ?? heading.current)?.focus();
  }, [focusRequest, slots.isFetching]);

  useEffect(() => {
    if (!offeredSlotId || !slots.data || offeredSlotId.slice(0, 10) !== date) return;
    const offered = slots.data.find((slot) => slot.id === offeredSlotId);
    if (!offered) return;
    setDraftSlot(draftSlotOf(offered));
    onOfferChosen?.();
  }, [offeredSlotId, slots.data, date, onOfferChosen]);

  // Keep the chosen slot's seat counts fresh, and let it go once it is no longer offered; once
  // full it stays picked, for its waiting list.
  useEffect(() => {
    if (!slots.data || !chosen) return;
    const current = slots.data.find((slot) => slot.id === chosen.id);
    if (!current) setDraftSlot(null);
    else if (current.full) {
      setFullPick(current.id);
      setDraftSlot(null);
    } else if (
      current.booked !== chosen.booked ||
      current.available !== chosen.available ||
      current.held !== chosen.held ||
      current.heldForYou !== chosen.heldForYou
    )
      setDraftSlot(draftSlotOf(current));
  }, [slots.data, chosen]);

  let content: ReactNode;
  if (date === null) {
    content = <p className="step-status">{t('slots.chooseDateFirst')}</p>;
  } else if (slots.isPending) {
    content = (
      <p className="step-status" role="status">
        {t('slots.loading')}
      </p>
    );
  } else if (slots.isError) {
    content = <LoadError error={slots.error} onRetry={() => void slots.refetch()} />;
  } else if (slots.data.length === 0) {
    content = (
      <div className="no-slot" role="status">
        <p>{t('noSlotAvailableOn', { date: formatLongDate(date, language) })}</p>
        <Link to="#choose-date" onClick={onChangeDate}>
          {t('changeTheDate')}
        </Link>
      </div>
    );
  } else {
    const list = slots.data;
    content = (
      <Field
        label={t('selectTimeSlot')}
        hint={
          list.some((slot) => slot.full)
            ? t('slots.hintWithFull', { date: formatLongDate(date, language) })
            : t('slots.hint', { date: formatLongDate(date, language) })
        }
      >
        {(control) => (
          <select
            {...control}
            ref={select}
            value={chosen?.id ?? full?.id ?? ''}
            onChange={(event) => {
              const picked = list.find((slot) => slot.id === event.target.value);
              setFullPick(picked?.full ? picked.id : null);
              setDraftSlot(picked && !picked.full ? draftSlotOf(picked) : null);
            }}
          >
            <option value="">{t('slots.pickATime')}</option>
            {list.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {optionText(slot)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  return (
    <TimelineStep number={3} id="choose-slot" title={t('chooseSlot')} headingRef={heading}>
      {content}
      {chosen && date && (
        <p className="slot-summary" role="status">
          {t('slots.yourVisit', {
            date: formatLongDate(date, language),
            slot: slotLabel(chosen.label),
            seats: seatsText(t, chosen, people.length),
          })}
        </p>
      )}
      {full && !chosen && <FullSlot slot={full} partySize={people.length} />}
    </TimelineStep>
  );
}
