/** Downloads the visit as an iCalendar file, which phones and desktop calendars open. */
export function AddToCalendarLink({ bookingId }: { bookingId: string }) {
  return (
    <a
      className="button button-secondary"
      href={`/api/bookings/${bookingId}/calendar.ics`}
      download="visit.ics"
    >
      Add to calendar
    </a>
  );
}
