/** The slot the door is busy with: the one under way, else the next, else the day's last. */
export function currentSlot<Slot extends { startsAt: string; endsAt: string }>(
  slots: readonly Slot[],
  now: Date,
): Slot | undefined {
  const time = now.getTime();
  const byStart = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return (
    byStart.find((slot) => Date.parse(slot.startsAt) <= time && time < Date.parse(slot.endsAt)) ??
    byStart.find((slot) => Date.parse(slot.startsAt) > time) ??
    byStart.at(-1)
  );
}
