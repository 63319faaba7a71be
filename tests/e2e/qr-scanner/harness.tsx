import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStaffTexts } from '../../../src/web/lib/staff-texts';
import { useQrScanner } from '../../../src/web/lib/use-qr-scanner';

// A page holding only a camera view and the QR scanner hook, so the end-to-end test can
// point Chromium's fake camera at it and read what the hook reports.

function Harness() {
  const video = useRef<HTMLVideoElement>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [on, setOn] = useState(true);
  const scanner = useQrScanner(video, (code) => setCodes((seen) => [...seen, code]), { active: on });
  return (
    <main>
      <h1>QR scanner</h1>
      <video ref={video} width={320} height={240} muted playsInline aria-label="Camera" />
      <p data-testid="status">{scanner.status}</p>
      {scanner.error && (
        <p role="alert">
          {scanner.error}{' '}
          <button type="button" onClick={scanner.retry}>
            Try again
          </button>
        </p>
      )}
      <ol aria-label="Codes read">
        {codes.map((code, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; a code may repeat.
          <li key={index}>{code}</li>
        ))}
      </ol>
      <button type="button" onClick={() => setOn((value) => !value)}>
        {on ? 'Stop the camera' : 'Start the camera'}
      </button>
    </main>
  );
}

const root = document.getElementById('root');
// The scanner says what went wrong in the staff site's words, from its catalog.
if (root)
  void loadStaffTexts('en').then(() =>
    createRoot(root).render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    ),
  );
