import { useEffect, useState } from 'react';

const SIZE = 250;

/**
 * The booking id as a 250×250 QR code for the reception's scanner. Drawn in the browser as
 * SVG (sharp in print); `qrcode` loads on demand so it stays out of the first page load.
 */
export function TicketQrCode({ bookingId }: { bookingId: string }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(bookingId, { type: 'svg', margin: 1, width: SIZE }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The Booking ID printed beside the code still identifies the booking.
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [bookingId]);

  if (!source) return <div className="ticket-qr-code" aria-hidden="true" />;
  return (
    <img
      className="ticket-qr-code"
      src={source}
      width={SIZE}
      height={SIZE}
      alt={`QR code of Booking ID ${bookingId}, for the reception to scan`}
    />
  );
}
