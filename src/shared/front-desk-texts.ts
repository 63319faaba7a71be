// What the front desk's changes answer (ours; the spec has none). The move's refusals, which
// visitors read too (My Bookings), are the server catalog's (src/server/locales).
export const frontDeskTexts = {
  notCancellable: 'Only a booking that is booked or validated can be cancelled.',
  notStanding: 'This booking is cancelled or was refused: there is no ticket to send.',
  noAddress: 'This booking has no e-mail address to send to.',
  personNotFound: 'This booking has no person at that place.',
  personErased: "This person's details were erased after the visit and cannot be corrected.",
  changeTime: 'Change time',
  moved: (when: string) => `Your booking is moved to ${when}. A mail with the new time is on its way.`,
};
