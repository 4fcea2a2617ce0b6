import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasCodec } from './canvas-codec';
import { ImageLoadError } from './image-dimension';
import { stubObjectUrls } from './test-utils/fixtures';

/** jsdom has no canvas: a 2D context that records draws, and toBlob answering with the asked type. */
function stubCanvas(options: { alpha?: number; writes?: string[] } = {}) {
  const draws: Array<{ from: string; width: number; height: number }> = [];
  const fills: string[] = [];
  const context = (canvas: HTMLCanvasElement) => ({
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    globalCompositeOperation: 'source-over',
    fillStyle: '',
    drawImage: (source: { width: number; height: number }, _x: number, _y: number, w: number, h: number) =>
      draws.push({ from: `${source.width}x${source.height}`, width: w, height: h }),
    fillRect() {
      fills.push(`${this.globalCompositeOperation} ${this.fillStyle}`);
    },
    getImageData: (_x: number, _y: number, w: number, h: number) => {
      const data = new Uint8ClampedArray(w * h * 4).fill(255);
      if (options.alpha !== undefined) data[3] = options.alpha;
      return { data };
    },
    canvas,
  });
  const contexts = new WeakMap<HTMLCanvasElement, ReturnType<typeof context>>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const existing = contexts.get(this) ?? context(this);
    contexts.set(this, existing);
    return existing as unknown as RenderingContext;
  } as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    const written = options.writes?.includes(type ?? '') === false ? 'image/png' : (type ?? 'image/png');
    callback(new Blob([`${this.width}x${this.height}`], { type: written }));
  });
  return { draws, fills };
}

describe('canvasCodec', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('decodes with EXIF orientation applied and measures the upright picture', async () => {
    const bitmap = { width: 3000, height: 4000, close: vi.fn() };
    const create = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', create);
    const image = await canvasCodec.decode(new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(create).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
    expect({ width: image.width, height: image.height }).toEqual({ width: 3000, height: 4000 });
    image.close();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('reduces by halving steps before the last draw, so every source pixel counts', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
    const { draws } = stubCanvas();
    const image = await canvasCodec.decode(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const blob = await image.encode({ width: 1000, height: 750 }, 'image/jpeg', 0.92);
    expect(draws).toEqual([
      { from: '4000x3000', width: 2000, height: 1500 },
      { from: '2000x1500', width: 1000, height: 750 },
      { from: '1000x750', width: 1000, height: 750 },
    ]);
    expect(blob.type).toBe('image/jpeg');
  });

  it('puts JPEGs on white (no black where a WebP was transparent) and leaves PNGs alone', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 100, height: 100, close() {} }));
    const { fills } = stubCanvas();
    const image = await canvasCodec.decode(new Blob(['webp'], { type: 'image/webp' }));
    await image.encode({ width: 100, height: 100 }, 'image/png');
    expect(fills).toEqual([]);
    await image.encode({ width: 100, height: 100 }, 'image/jpeg', 0.92);
    expect(fills).toEqual(['destination-over #fff']);
  });

  it('rejects when the canvas cannot write the type asked for', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 10, height: 10, close() {} }));
    stubCanvas({ writes: ['image/png'] });
    const image = await canvasCodec.decode(new Blob(['x'], { type: 'image/jpeg' }));
    await expect(image.encode({ width: 10, height: 10 }, 'image/jpeg', 0.9)).rejects.toThrow(/cannot write/);
  });

  it('tells transparent pictures from opaque ones', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 10, height: 10, close() {} }));
    stubCanvas({ alpha: 0 });
    expect((await canvasCodec.decode(new Blob(['x'], { type: 'image/webp' }))).hasAlpha()).toBe(true);
    vi.restoreAllMocks();
    stubCanvas();
    expect((await canvasCodec.decode(new Blob(['x'], { type: 'image/webp' }))).hasAlpha()).toBe(false);
  });

  it('falls back to an <img> and rejects with ImageLoadError when neither can read the file', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('unsupported', 'InvalidStateError');
    });
    const decode = vi.fn(async () => {
      throw new DOMException('cannot decode', 'EncodingError');
    });
    // jsdom's <img> has no decode(); browsers' answer a picture they cannot read by rejecting.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    try {
      await expect(canvasCodec.decode(new Blob(['heic'], { type: 'image/heic' }))).rejects.toBeInstanceOf(
        ImageLoadError,
      );
      expect(decode).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });
});
