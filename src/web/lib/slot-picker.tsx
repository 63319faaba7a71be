import { useEffect, useState } from 'react';
import type { Slot } from '../../shared/schemas/slots';
import { ChoiceGroup } from './choice-group';
import { Field } from './field';
import { formatLongDate } from './format-date';
import { useDates } from './get-dates';
import { useSlots } from './get-slots';
import { useTexts } from './i18n';
import { LoadError } from './load-error';
import { slotOptionText } from './slot-option-text';

/** Seats of the slot free for this caller: the booking form's count (their own holds are theirs). */
const freeSeats = (slot: Slot) => slot.available - slot.booked - slot.held + slot.heldForYou;

interface SlotPickerProps {
  /** The party that moves: only slots with room for all of it are offered. */
  partySize: number;
  /** The slot the booking is in now: not offered. */
  currentSlotId: string;
  value: string | null;
  onChange: (slotId: string | null) => void;
}

/**
 * A new date and slot for a booking that moves (My Bookings and the booking's page on the
 * admin site): the dates the booking form offers, then that day's slots with room for the party.
 */
export function SlotPicker({ partySize, currentSlotId, value, onChange }: SlotPickerProps) {
  const { t, language } = useTexts();
  const dates = useDates();
  const offered = dates.data ? [...dates.data.dates].sort() : [];
  const [date, setDate] = useState<string | null>(null);
  const slots = useSlots(date);
  const choices = (slots.data ?? []).filter(
    (slot) => slot.id !== currentSlotId && freeSeats(slot) >= partySize,
  );

  // A slot chosen on another day is not a choice any more.
  useEffect(() => {
    if (value !== null && slots.data && !choices.some((slot) => slot.id === value)) onChange(null);
  }, [value, slots.data, choices, onChange]);

  if (dates.isError) return <LoadError error={dates.error} onRetry={() => void dates.refetch()} />;
  if (dates.isPending) return <p role="status">{t('slotPicker.loadingDates')}</p>;
  if (offered.length === 0) return <p>{t('slotPicker.noDates')}</p>;
  return (
    <div className="slot-picker">
      <Field label={t('slotPicker.newDate')}>
        {(control) => (
          <select {...control} value={date ?? ''} onChange={(event) => setDate(event.target.value || null)}>
            <option value="">{t('slotPicker.chooseDate')}</option>
            {offered.map((day) => (
              <option key={day} value={day}>
                {formatLongDate(day, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {date && slots.isError && <LoadError error={slots.error} onRetry={() => void slots.refetch()} />}
      {date && slots.isPending && <p role="status">{t('slotPicker.loadingSlots')}</p>}
      {date && slots.data && choices.length === 0 && (
        <p role="status">{t('slotPicker.noRoom', { people: partySize })}</p>
      )}
      {date && choices.length > 0 && (
        <ChoiceGroup
          name="new-slot"
          legend={t('slotPicker.newTime')}
          options={choices.map((slot) => ({
            value: slot.id,
            label: slotOptionText(slot.label, freeSeats(slot)),
          }))}
          value={value ?? ''}
          onChange={onChange}
        />
      )}
    </div>
  );
}
