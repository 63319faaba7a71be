import { slotLabel, t } from './i18n';

/** Below this many free seats an option says how many are left; above, the time alone. */
export const FEW_SEATS = 10;

/**
 * A slot as an option of the 'Select Time Slot' list: its label as written everywhere else
 * ('09:30 AM - 10:00 AM'; in another language its times as Intl writes them there), then
 * ' · 3 left' when seats are few, or ' · full' when none is left (the chosen slot's seats show
 * in full below the list).
 */
export function slotOptionText(slot: string, seatsLeft: number): string {
  const label = slotLabel(slot);
  if (seatsLeft <= 0) return t('slots.optionFull', { label });
  return seatsLeft < FEW_SEATS ? t('slots.optionFew', { label, count: seatsLeft }) : label;
}
