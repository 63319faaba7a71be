/** Below this many free seats an option says how many are left; above, the time alone. */
export const FEW_SEATS = 10;

/**
 * A slot as an option of the 'Select Time Slot' list, short enough for the closed list on a
 * 320 px phone (about 18 characters show): "09:30 AM - 10:00 AM" reads "9:30–10:00 AM", and
 * "9:30–10:00 AM · 3 left" only when seats are few (the chosen slot's seats show in full
 * below the list). A label of another shape is kept as it is.
 */
export function slotOptionText(label: string, seatsLeft: number): string {
  const match = /^0?(\d{1,2}:\d{2}) ?(AM|PM) ?- ?0?(\d{1,2}:\d{2}) ?(AM|PM)$/.exec(label.trim());
  let time = label;
  if (match) {
    const [, from, fromHalf, to, toHalf] = match;
    time = fromHalf === toHalf ? `${from}–${to} ${toHalf}` : `${from} ${fromHalf}–${to} ${toHalf}`;
  }
  return seatsLeft < FEW_SEATS ? `${time} · ${seatsLeft} left` : time;
}
