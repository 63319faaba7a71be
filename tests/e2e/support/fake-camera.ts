import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

// A camera for end-to-end tests: Chromium plays a .y4m video file as its camera, and this
// draws one showing a QR code, straight from the qrcode package's module matrix (no ffmpeg).

export interface QrVideoOptions {
  width?: number;
  height?: number;
  frames?: number;
}

/** Light modules the symbol is surrounded by, as the QR code standard asks. */
const QUIET_ZONE_MODULES = 4;
const MIN_MODULE_PIXELS = 8;
const WHITE = 255;
const BLACK = 0;
/** The chroma value of grey: with it, the picture has no colour. */
const NO_COLOUR = 128;

/** The picture's luma plane: the QR code of `text`, centred, as large as whole pixels per module allow. */
function qrLumaPlane(text: string, width: number, height: number): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  const modulePixels = Math.floor(Math.min(width, height) / span);
  if (modulePixels < MIN_MODULE_PIXELS) {
    throw new Error(
      `'${text}' needs ${span * MIN_MODULE_PIXELS} px for its QR code; the video is ${width}x${height}`,
    );
  }
  const plane = new Uint8Array(width * height).fill(WHITE);
  const left = Math.floor((width - modules.size * modulePixels) / 2);
  const top = Math.floor((height - modules.size * modulePixels) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < modulePixels; y += 1) {
        const start = (top + row * modulePixels + y) * width + left + column * modulePixels;
        plane.fill(BLACK, start, start + modulePixels);
      }
    }
  }
  return plane;
}

/**
 * Writes `file`, a YUV4MPEG2 video (4:2:0, 10 frames a second) whose every frame shows the QR
 * code of `text` in black on white. Chromium loops it as the camera when started with
 * fakeCameraFlags(file).
 */
export function writeQrVideo(file: string, text: string, options: QrVideoOptions = {}): void {
  const { width = 640, height = 480, frames = 10 } = options;
  if (width % 2 || height % 2) throw new Error('4:2:0 video needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = Buffer.from('FRAME\n');
  const luma = qrLumaPlane(text, width, height);
  // The U and V planes, each a quarter of the luma plane's size.
  const chroma = new Uint8Array((width * height) / 2).fill(NO_COLOUR);
  const frame = Buffer.concat([frameHeader, luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * Chromium's switches for a camera that plays `file`. A page may use it once its context is
 * granted the 'camera' permission (`context.grantPermissions(['camera'])`). Chromium's
 * `--use-fake-ui-for-media-stream` is left out on purpose: it grants every camera request,
 * so a test could not show what happens when the camera is refused.
 */
export function fakeCameraFlags(file: string): string[] {
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
