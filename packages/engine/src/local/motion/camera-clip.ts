import type { MoveType } from '../../types';
import {
  coverCanvasSize,
  crossfade,
  imageSize,
  maskComposite,
  prepareCanvas,
  prepareMaskCanvas,
  readCover,
  renderView,
} from '../media/frames';
import { cameraPath, peakZoom } from './camera';

interface CameraClipOptions {
  /** The still image the camera moves over. */
  image: string;
  width: number;
  height: number;
  durationS: number;
  frameCount: number;
  move: MoveType;
  speed: number;
  seed: number;
  /** Hand-held wobble 0..1 (default 0.5). */
  jitter?: number;
  /** Brush mask: only its painted region moves, the rest stays as in the first frame. */
  mask?: string;
  /** End frame: cross-fades in over the last part of the clip. */
  endImage?: string;
}

/** The end frame takes over during this share of the clip (at least half a second). */
const END_BLEND_SHARE = 0.35;

const smooth = (t: number) => {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
};

/**
 * Prepares a camera move over a still image and returns a renderer of its frames. Everything per frame runs in
 * sharp (libvips threads); frame i is the pose at i / (frameCount - 1), so the last frame completes the move.
 */
export async function prepareCameraClip(o: CameraClipOptions): Promise<(index: number) => Promise<Buffer>> {
  const { width, height } = o;
  const source = await imageSize(o.image);
  const { canvasWidth, canvasHeight } = coverCanvasSize(source.width, source.height, width, height);
  const path = cameraPath({
    move: o.move,
    speed: o.speed,
    durationS: o.durationS,
    seed: o.seed,
    jitter: o.jitter,
    outputWidth: width,
    outputHeight: height,
    canvasWidth,
    canvasHeight,
  });
  const canvas = await prepareCanvas(o.image, width, height, peakZoom(path));
  const at = (index: number) => (o.frameCount > 1 ? index / (o.frameCount - 1) : 0);

  let still: Buffer | null = null;
  let maskView: Buffer | null = null;
  if (o.mask) {
    const maskCanvas = await prepareMaskCanvas(o.mask, canvas);
    const first = path(0);
    [still, maskView] = await Promise.all([
      renderView(canvas, first, width, height),
      renderView(maskCanvas, first, width, height),
    ]);
  }
  const end = o.endImage ? await readCover(o.endImage, width, height) : null;
  const blendStart = Math.max(0, Math.min(1 - END_BLEND_SHARE, 1 - 0.5 / Math.max(0.5, o.durationS)));

  return async (index) => {
    const t = at(index);
    let frame = await renderView(canvas, path(t), width, height);
    if (still && maskView) frame = await maskComposite(frame, still, maskView, width, height);
    if (end) frame = await crossfade(frame, end.data, smooth((t - blendStart) / (1 - blendStart)), width, height);
    return frame;
  };
}
