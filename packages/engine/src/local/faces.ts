/**
 * Face detection with @vladmandic/face-api (SSD MobileNet v1 from the package's bundled weights) on the tfjs wasm
 * backend: no native TensorFlow, no network. Works on images and on a video's first frame.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Tf from '@tensorflow/tfjs';
import type * as FaceApi from '@vladmandic/face-api';
import sharp from 'sharp';
import { abortError, isVideoFile, readFirstFrame } from './faces-media';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DetectedFace extends FaceBox {
  /** Detector confidence, 0..1. */
  score: number;
}

interface FaceDetection {
  /** Size of the image (or video frame) the boxes refer to, after EXIF / rotation metadata is applied. */
  width: number;
  height: number;
  /** Largest face first; boxes in whole source pixels, clipped to the image. */
  faces: DetectedFace[];
}

interface DetectFacesOptions {
  signal?: AbortSignal;
  /** Minimum detector confidence (default 0.5). */
  minScore?: number;
  /** At most this many faces (default 20). */
  maxFaces?: number;
}

/** The detector sees at most this long side: SSD works at 512 px anyway, and smaller tensors keep wasm fast. */
const DETECT_LONG_SIDE = 1280;

const require = createRequire(import.meta.url);
let loaded: Promise<typeof FaceApi> | undefined;

/** Loads face-api, switches tfjs to wasm and reads the SSD weights from disk, once per process. */
function loadFaceApi(): Promise<typeof FaceApi> {
  loaded ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
    // face-api's bundled typings cover only the tensor ops; the backend calls are the full tfjs ones.
    const tf = faceapi.tf as unknown as typeof Tf;
    if (tf.getBackend() !== 'wasm') await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    return faceapi;
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** Pixel size after the EXIF orientation is applied (orientations 5-8 swap the sides). */
export async function orientedSize(input: Buffer | string): Promise<{ width: number; height: number }> {
  const meta = await sharp(input).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

async function decodeForDetection(input: Buffer | string) {
  const { width, height } = await orientedSize(input);
  const scale = Math.min(1, DETECT_LONG_SIDE / Math.max(width, height));
  const { data, info } = await sharp(input)
    .rotate()
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { width, height, pixels: data, pixelWidth: info.width, pixelHeight: info.height, channels: info.channels };
}

/** Faces in an image file, or in the first frame of a video file (.mp4, .mov, .webm, animated GIF...). */
export async function detectFaces(mediaPath: string, options: DetectFacesOptions = {}): Promise<FaceDetection> {
  const { signal, minScore = 0.5, maxFaces = 20 } = options;
  const source = (await isVideoFile(mediaPath)) ? await readFirstFrame(mediaPath, signal) : mediaPath;
  const [faceapi, image] = await Promise.all([loadFaceApi(), decodeForDetection(source)]);
  if (signal?.aborted) throw abortError(signal);

  const tensor = faceapi.tf.tensor3d(image.pixels, [image.pixelHeight, image.pixelWidth, image.channels], 'int32');
  let detections: FaceApi.FaceDetection[];
  try {
    detections = await faceapi.detectAllFaces(
      tensor,
      new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: maxFaces }),
    );
  } finally {
    tensor.dispose();
  }

  const sx = image.width / image.pixelWidth;
  const sy = image.height / image.pixelHeight;
  const faces = detections
    .map((d) => clipBox({ ...scaleBox(d.box, sx, sy), score: Math.round(d.score * 1000) / 1000 }, image))
    .filter((f): f is DetectedFace => f !== undefined)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  return { width: image.width, height: image.height, faces };
}

function scaleBox(box: FaceBox, sx: number, sy: number): FaceBox {
  return { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy };
}

/** Rounds a box to whole pixels inside the image; undefined when nothing of it is inside. */
export function clipBox<T extends FaceBox>(box: T, size: { width: number; height: number }): T | undefined {
  const x0 = Math.max(0, Math.round(box.x));
  const y0 = Math.max(0, Math.round(box.y));
  const x1 = Math.min(size.width, Math.round(box.x + box.width));
  const y1 = Math.min(size.height, Math.round(box.y + box.height));
  if (x1 - x0 < 1 || y1 - y0 < 1) return undefined;
  return { ...box, x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
