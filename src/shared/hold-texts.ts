/** What a visitor reads about held seats and the waiting list (ours; the spec has none). */
export const holdTexts = {
  heldUntil: (time: string) => `Seats held for you until ${time}`,
  heldSeats: (seats: number) => (seats === 1 ? '1 seat held for you' : `${seats} seats held for you`),
  timeLeft: (minutes: number) =>
    minutes < 1 ? 'Less than a minute left.' : minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`,
  heldRanOut:
    'The time ran out: your seats are no longer held. You can still book while seats are free; if they have been taken, choose another slot or join its waiting list.',
  offerLink: 'Book these seats',
} as const;
