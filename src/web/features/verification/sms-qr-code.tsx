import { useEffect, useState } from 'react';

const SIZE = 250;

/**
 * The `sms:` link as a 250×250 QR code, drawn in the browser (no image service). An SVG, so it
 * stays sharp when printed. `qrcode` loads on demand to keep it out of the first page load.
 */
export function SmsQrCode({ smsUri }: { smsUri: string }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(smsUri, { type: 'svg', margin: 1, width: SIZE }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The link and the keyword next to the code still work without it.
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [smsUri]);

  if (!source)
    return <div className="sms-qr-code" style={{ width: SIZE, height: SIZE }} aria-hidden="true" />;
  return (
    <img
      className="sms-qr-code"
      src={source}
      width={SIZE}
      height={SIZE}
      alt="QR code: scan it with your phone to open an SMS with the keyword and number filled in"
    />
  );
}
