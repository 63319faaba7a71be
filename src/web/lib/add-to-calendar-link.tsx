import { useTexts } from './i18n';

/** Downloads the visit as an iCalendar file, which phones and desktop calendars open. */
export function AddToCalendarLink({ bookingId }: { bookingId: string }) {
  const { t } = useTexts();
  return (
    <a
      className="button button-secondary"
      href={`/api/bookings/${bookingId}/calendar.ics`}
      download="visit.ics"
    >
      {t('ticket.addToCalendar')}
    </a>
  );
}
