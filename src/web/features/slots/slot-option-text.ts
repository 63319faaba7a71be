/**
 * A slot as an option of the 'Select Time Slot' list, short enough for a 320 px phone:
 * "09:30 AM - 10:00 AM" with 48 seats left reads "09:30–10:00 AM · 48 left". A label of
 * another shape is kept as it is.
 */
export function slotOptionText(label: string, seatsLeft: number): string {
  const match = /^(\d{1,2}:\d{2}) ?(AM|PM) ?- ?(\d{1,2}:\d{2}) ?(AM|PM)$/.exec(label.trim());
  let time = label;
  if (match) {
    const [, from, fromHalf, to, toHalf] = match;
    time = fromHalf === toHalf ? `${from}–${to} ${toHalf}` : `${from} ${fromHalf}–${to} ${toHalf}`;
  }
  return `${time} · ${seatsLeft} left`;
}
