import { useRef, useState } from 'react';
import { t } from '../../lib/staff-texts';
import { useQrScanner } from '../../lib/use-qr-scanner';

/** Whether this device scans with its camera: a reception tablet keeps it on across visits. */
const CAMERA_KEY = 'doorCameraOn';

/**
 * The device's camera reading tickets continuously while it is on. A code held in view is
 * reported once (the scanner's own filter); each new code goes to the door like a scan.
 */
export function DoorCamera({ onCode }: { onCode(code: string): void }) {
  const [on, setOn] = useState(() => localStorage.getItem(CAMERA_KEY) === 'true');
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useQrScanner(video, onCode, { active: on });

  function toggle() {
    localStorage.setItem(CAMERA_KEY, String(!on));
    setOn(!on);
  }

  return (
    <div className="door-camera">
      <button
        type="button"
        className="button button-secondary door-toggle"
        aria-pressed={on}
        onClick={toggle}
      >
        {t('door.camera.toggle')}
      </button>
      <video
        ref={video}
        className="door-camera-view"
        hidden={!on}
        muted
        playsInline
        aria-label={t('door.camera.view')}
      />
      <p className="door-busy" role="status">
        {scanner.status === 'starting' ? t('door.camera.starting') : ''}
      </p>
      {scanner.status === 'failed' && (
        <div className="door-problem" role="alert">
          <p>{scanner.error}</p>
          <button type="button" className="button button-secondary" onClick={scanner.retry}>
            {t('door.camera.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
