// The age bands of the reports. A booked visitor's band comes from their age on the visit day;
// a walk-in party's staff may give counts per band at the door (the rest are `unknown`).

export const AGE_BANDS = ['0–12', '13–17', '18–29', '30–44', '45–59', '60+', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The bands staff can count a walk-in party into. */
export const KNOWN_AGE_BANDS = AGE_BANDS.filter(
  (band): band is Exclude<AgeBand, 'unknown'> => band !== 'unknown',
);
export type KnownAgeBand = (typeof KNOWN_AGE_BANDS)[number];

/** The band of an age in whole years; the bands are those of AGE_BANDS, in order. */
export function ageBandOf(age: number | null): AgeBand {
  if (age === null || age < 0) return 'unknown';
  if (age <= 12) return '0–12';
  if (age <= 17) return '13–17';
  if (age <= 29) return '18–29';
  if (age <= 44) return '30–44';
  if (age <= 59) return '45–59';
  return '60+';
}
