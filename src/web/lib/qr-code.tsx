import { useEffect, useState } from 'react';

const SIZE = 250;

interface QrCodeProps {
  /** The text the code carries. */
  value: string;
  /** What the code is for, read by screen readers. */
  alt: string;
  className: string;
}

/**
 * A 250×250 QR code drawn in the browser (never by an image service), as SVG so it stays
 * sharp in print. `qrcode` loads on demand to keep it out of the first page load. Until it is
 * drawn, or if drawing fails, an empty box of the same size holds the place: the text beside
 * every code (booking id, keyword and number) still serves without it.
 */
export function QrCode({ value, alt, className }: QrCodeProps) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, width: SIZE }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setSource(null);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (!source) return <div className={className} style={{ width: SIZE, height: SIZE }} aria-hidden="true" />;
  return <img className={className} src={source} width={SIZE} height={SIZE} alt={alt} />;
}
