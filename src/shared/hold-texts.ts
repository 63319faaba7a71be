/** What a visitor reads about held seats and the waiting list (ours; the spec has none). */
export const holdTexts = {
  heldUntil: (time: string) => `Seats held for you until ${time}`,
  heldSeats: (seats: number) => (seats === 1 ? '1 seat held for you' : `${seats} seats held for you`),
  timeLeft: (minutes: number) =>
    minutes < 1 ? 'Less than a minute left.' : minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`,
  heldRanOut:
    'The time ran out: your seats are no longer held. You can still book while seats are free; if they have been taken, choose another slot or join its waiting list.',
  slotFull: (slot: string) =>
    `Not enough seats are free in the slot ${slot} for your party. You can join its waiting list, or choose another slot.`,
  holdExpiredSeatsTaken:
    'The seats held for you were released when the time ran out, and they have been taken since. Please choose another slot, or join the waiting list.',
  holdLimit: (slots: number) =>
    `You have held seats in ${slots} different slots today, the most one account can. You can still book the seats that are free without holding them.`,
  holdNotFound: 'No seats are held for you under this id.',
  slotNotFull: 'Seats are free in this slot: book them instead of joining the waiting list.',
  alreadyWaiting: 'You are already on the waiting list of this slot.',
  waitlistEntryNotFound: 'No waiting-list entry of yours has this id.',
  offerSubject: (when: string) => `Seats are free for you: ${when}`,
  offerIntro: (seats: number, when: string) =>
    `Good news: ${seats === 1 ? '1 seat has' : `${seats} seats have`} come free for ${when}, and we are holding ${seats === 1 ? 'it' : 'them'} for you.`,
  offerUntil: (until: string) =>
    `They are yours to book until ${until} (India time). After that they go to the next person waiting.`,
  offerLink: 'Book these seats',
  offerNotice: 'You got this mail because you joined the waiting list of this slot.',
} as const;
