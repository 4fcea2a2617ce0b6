import sharp from 'sharp';
import type { CameraPose } from '../motion/camera';

/** Uncompressed pixels, rows top to bottom, channels interleaved. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * A source image prepared for camera moves: the canvas (source scaled to cover the output at zoom 1) stored at
 * `factor` times its size so the deepest zoom still has one source pixel per output pixel.
 */
export interface Canvas {
  image: RawImage;
  factor: number;
  canvasWidth: number;
  canvasHeight: number;
}

/** Working images larger than this are not worth it: the output is at most 1080p-ish. */
const MAX_WORKING_PIXELS = 12_000_000;

/** The canvas size: the source's aspect, covering outputWidth x outputHeight. */
export function coverCanvasSize(
  sourceWidth: number,
  sourceHeight: number,
  outputWidth: number,
  outputHeight: number,
): { canvasWidth: number; canvasHeight: number } {
  const scale = Math.max(outputWidth / sourceWidth, outputHeight / sourceHeight);
  return {
    canvasWidth: Math.max(outputWidth, sourceWidth * scale),
    canvasHeight: Math.max(outputHeight, sourceHeight * scale),
  };
}

/** Reads an image as upright sRGB; transparent parts become black. */
function readUpright(path: string) {
  return sharp(path, { failOn: 'none' }).autoOrient().flatten({ background: '#000000' }).toColourspace('srgb');
}

/** Source dimensions after EXIF rotation. */
export async function imageSize(path: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(path, { failOn: 'none' }).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

export async function prepareCanvas(
  path: string,
  outputWidth: number,
  outputHeight: number,
  peakZoom: number,
): Promise<Canvas> {
  const { width, height } = await imageSize(path);
  const { canvasWidth, canvasHeight } = coverCanvasSize(width, height, outputWidth, outputHeight);
  const factor = Math.max(1, Math.min(peakZoom, Math.sqrt(MAX_WORKING_PIXELS / (canvasWidth * canvasHeight))));
  const w = Math.max(2, Math.round(canvasWidth * factor));
  const h = Math.max(2, Math.round(canvasHeight * factor));
  const { data } = await readUpright(path)
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: { data, width: w, height: h, channels: 3 }, factor, canvasWidth, canvasHeight };
}

/**
 * A brush mask on the same canvas as `like`: painted (opaque or bright) = 255 = may move. A mask with transparency
 * is read from its alpha, an opaque one from its brightness; edges are feathered so the moving region blends in.
 */
export async function prepareMaskCanvas(path: string, like: Canvas): Promise<Canvas> {
  const meta = await sharp(path, { failOn: 'none' }).metadata();
  let pipeline = sharp(path, { failOn: 'none' }).autoOrient();
  pipeline = meta.hasAlpha ? pipeline.extractChannel('alpha') : pipeline.greyscale();
  const feather = Math.max(1, Math.round(Math.min(like.image.width, like.image.height) / 150));
  const { data } = await pipeline
    .resize(like.image.width, like.image.height, { fit: 'fill' })
    .blur(feather)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...like, image: { data, width: like.image.width, height: like.image.height, channels: 1 } };
}

/** An image scaled and centre-cropped to exactly width x height (end frames, style images). */
export async function readCover(path: string, width: number, height: number): Promise<RawImage> {
  const { data } = await readUpright(path)
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width, height, channels: 3 };
}

/** Copies the top-left width x height of a raw image, repeating the last column / row if it is a pixel short. */
function cropTopLeft(src: Buffer, srcW: number, srcH: number, channels: number, width: number, height: number): Buffer {
  if (srcW === width && srcH === height) return src;
  const out = Buffer.allocUnsafe(width * height * channels);
  const rowBytes = Math.min(srcW, width) * channels;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(y, srcH - 1);
    const o = y * width * channels;
    src.copy(out, o, sy * srcW * channels, sy * srcW * channels + rowBytes);
    for (let x = srcW; x < width; x++) {
      out.copy(out, o + x * channels, o + (srcW - 1) * channels, o + srcW * channels);
    }
  }
  return out;
}

/**
 * The output frame the camera sees: crop the needed part of the working image, then an affine scale with a
 * fractional offset (sub-pixel positions, so slow moves glide instead of stepping pixel by pixel). libvips
 * runs in sharp's thread pool, so rendering never blocks the event loop.
 */
export async function renderView(canvas: Canvas, pose: CameraPose, width: number, height: number): Promise<Buffer> {
  const { image, factor } = canvas;
  const s = pose.zoom / factor; // output pixels per working pixel
  const left = (pose.cx - width / (2 * pose.zoom)) * factor;
  const top = (pose.cy - height / (2 * pose.zoom)) * factor;
  const rx = Math.max(0, Math.floor(left) - 1);
  const ry = Math.max(0, Math.floor(top) - 1);
  const rw = Math.min(image.width - rx, Math.ceil(left + width / s) + 2 - rx);
  const rh = Math.min(image.height - ry, Math.ceil(top + height / s) + 2 - ry);
  let pipeline = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .extract({ left: rx, top: ry, width: rw, height: rh })
    .affine([s, 0, 0, s], { odx: -(left - rx) * s, ody: -(top - ry) * s, interpolator: 'bilinear' });
  // sharp writes single-band input as sRGB unless told to keep it grey.
  if (image.channels === 1) pipeline = pipeline.toColourspace('b-w');
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return cropTopLeft(data, info.width, info.height, image.channels, width, height);
}

/** `frame` where the mask is white, `still` where it is black, blended in between (the brushed region moves). */
export async function maskComposite(frame: Buffer, still: Buffer, mask: Buffer, width: number, height: number) {
  const moving = await sharp(frame, { raw: { width, height, channels: 3 } })
    .joinChannel(mask, { raw: { width, height, channels: 1 } })
    .raw()
    .toBuffer();
  return sharp(still, { raw: { width, height, channels: 3 } })
    .composite([{ input: moving, raw: { width, height, channels: 4 } }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** (1 - weight) * a + weight * b for two RGB frames (cross-fades, the end frame blending in). */
export async function crossfade(a: Buffer, b: Buffer, weight: number, width: number, height: number): Promise<Buffer> {
  if (weight <= 0) return a;
  if (weight >= 1) return b;
  const over = await sharp(b, { raw: { width, height, channels: 3 } })
    .ensureAlpha(weight)
    .raw()
    .toBuffer();
  return sharp(a, { raw: { width, height, channels: 3 } })
    .composite([{ input: over, raw: { width, height, channels: 4 } }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A JPEG poster from one raw frame. */
export async function writePoster(frame: Buffer, width: number, height: number, path: string): Promise<void> {
  await sharp(frame, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(path);
}
