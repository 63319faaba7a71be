import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  createRepeatFilter,
  loadQrDetector,
  openCamera,
  type QrDetector,
  readCodes,
  scannerErrorText,
} from './qr-scanner';

/** How often a frame is read: fast enough to feel instant, slow enough for a phone's CPU. */
const SCAN_INTERVAL_MS = 150;

export type QrScannerStatus = 'off' | 'starting' | 'scanning' | 'failed';

export interface QrScannerState {
  status: QrScannerStatus;
  /** Set when status is 'failed': what went wrong, in plain words, for a role=alert message. */
  error: string | null;
  /** Starts the camera again, e.g. after the person allowed it in the browser's settings. */
  retry(): void;
}

function stopCamera(video: HTMLVideoElement, stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
  if (video.srcObject === stream) video.srcObject = null;
}

/**
 * Shows the back camera in `videoRef`'s <video> and calls `onCode` with the text of each QR
 * code it reads; a code still in view is not reported again (see createRepeatFilter). The
 * camera stops when `active` turns false and when the component unmounts.
 */
export function useQrScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
  { active = true }: { active?: boolean } = {},
): QrScannerState {
  const [state, setState] = useState<{ status: QrScannerStatus; error: string | null }>({
    status: 'off',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how retry() restarts the camera.
  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) {
      setState({ status: 'off', error: null });
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seenBefore = createRepeatFilter();

    const fail = (error: unknown) => {
      if (stopped) return;
      stopCamera(video, stream);
      setState({ status: 'failed', error: scannerErrorText(error) });
    };

    const scanFrame = async (detector: QrDetector) => {
      if (stopped) return;
      const [first = null] = await readCodes(detector, video);
      if (stopped) return;
      const code = seenBefore(first, performance.now());
      if (code !== null) latestOnCode.current(code);
      timer = setTimeout(() => scanFrame(detector).catch(fail), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      setState({ status: 'starting', error: null });
      const camera = await openCamera();
      stream = camera;
      // Unmounted (or switched off) while the browser was asking for the camera.
      if (stopped) return stopCamera(video, camera);
      const detector = await loadQrDetector();
      if (stopped) return;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = camera;
      await video.play();
      if (stopped) return;
      setState({ status: 'scanning', error: null });
      await scanFrame(detector);
    };
    start().catch(fail);

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(video, stream);
    };
  }, [active, attempt, videoRef]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
