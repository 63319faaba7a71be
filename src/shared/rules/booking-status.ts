/** Booking status codes, as stored and as the API returns them. */
export const BOOKING_STATUS = {
  cancelled: -1,
  booked: 0,
  validated: 1,
  refused: 2,
  checkedIn: 3,
  checkedOut: 4,
} as const;

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Cancelled and refused bookings hold no seats. */
export function holdsSeats(status: number): boolean {
  return status !== BOOKING_STATUS.cancelled && status !== BOOKING_STATUS.refused;
}

/** A visitor may cancel a booking that is booked or validated, before its slot starts. */
const CANCELLABLE_STATUSES: readonly number[] = [BOOKING_STATUS.booked, BOOKING_STATUS.validated];

export function isCancellable(status: number, startsAt: Date, now: Date): boolean {
  return CANCELLABLE_STATUSES.includes(status) && now.getTime() < startsAt.getTime();
}

/** Feedback opens once the visitor has checked in. */
export function isFeedbackOpen(status: number): boolean {
  return status >= BOOKING_STATUS.checkedIn;
}

/** The spec's status colours: -1 and 2 red, 1 and 3 green, 4 dark green, others blue. */
export function statusColour(status: number): 'red' | 'green' | 'dark-green' | 'blue' {
  if (status === BOOKING_STATUS.cancelled || status === BOOKING_STATUS.refused) return 'red';
  if (status === BOOKING_STATUS.validated || status === BOOKING_STATUS.checkedIn) return 'green';
  if (status === BOOKING_STATUS.checkedOut) return 'dark-green';
  return 'blue';
}

const STATUS_NAMES: Record<number, string> = {
  [BOOKING_STATUS.cancelled]: 'cancelled',
  [BOOKING_STATUS.booked]: 'booked',
  [BOOKING_STATUS.validated]: 'validated',
  [BOOKING_STATUS.refused]: 'refused',
  [BOOKING_STATUS.checkedIn]: 'checked in',
  [BOOKING_STATUS.checkedOut]: 'checked out',
};

/** A status in words, as staff read it: `checked in`. */
export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? `status ${status}`;
}
