// Reading QR codes from a camera: the browser's own BarcodeDetector where it reads QR codes,
// otherwise barcode-detector's ZXing WebAssembly reader. That reader and its .wasm file load
// only when a scanner first starts, and the .wasm comes from our own server (Vite copies it
// into the build), never from the CDN the package would use by default.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { t } from './staff-texts';

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The reader could not be loaded (offline, the .wasm file missing) or stopped working. */
export class QrReaderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The QR code reader is not available', { cause });
  }
}

/** Browsers offer no camera at all to a page on a plain http address other than localhost. */
class NoCameraOnInsecurePage extends Error {}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native || !(await Native.getSupportedFormats()).includes('qr_code')) return null;
  return new Native({ formats: ['qr_code'] });
}

async function wasmDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Loaded now rather than at the first frame, so a reader that cannot load fails the start.
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? zxingReaderWasm : prefix + file,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let loading: Promise<QrDetector> | undefined;

/** One detector for the page, loaded on first use; a failed load is tried again next time. */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= nativeDetector()
    .then((native) => native ?? wasmDetector())
    .catch((error: unknown) => {
      loading = undefined;
      throw new QrReaderUnavailable(error);
    });
  return loading;
}

/** The codes in the video's current frame; none while the frame is not ready yet. */
export async function readCodes(detector: QrDetector, video: HTMLVideoElement): Promise<string[]> {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return [];
  try {
    return (await detector.detect(video)).map((code) => code.rawValue);
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidStateError') return [];
    throw new QrReaderUnavailable(error);
  }
}

/** The back camera where there is one: the door's device points it at the ticket. */
export function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new NoCameraOnInsecurePage());
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
}

/** What went wrong with the camera or the reader, in words for the person holding the device. */
export function scannerErrorText(error: unknown): string {
  if (error instanceof QrReaderUnavailable) return t('camera.readerFailed');
  if (error instanceof NoCameraOnInsecurePage) return t('camera.insecurePage');
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t('camera.blocked');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t('camera.none');
  if (name === 'NotReadableError' || name === 'AbortError') return t('camera.busy');
  return t('camera.failed');
}

/** After this long out of sight, the same code seen again counts as a new scan. */
export const FORGET_CODE_AFTER_MS = 2000;

/**
 * Drops a code seen again while it is still in front of the camera: one ticket held up (or a
 * shaky hand) gives one scan, not one per frame. Takes what a frame showed, returns what to report.
 */
export function createRepeatFilter(forgetAfterMs = FORGET_CODE_AFTER_MS) {
  let last: string | null = null;
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  return (code: string | null, now: number): string | null => {
    if (code === null) return null;
    const repeated = code === last && now - lastSeenAt < forgetAfterMs;
    last = code;
    lastSeenAt = now;
    return repeated ? null : code;
  };
}
