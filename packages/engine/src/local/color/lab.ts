// CIE L*a*b* (D65) conversions and colour statistics: the basis of colour transfer (Reinhard et al.: match the
// mean and spread of each Lab channel of an image to a reference's).

type Triple = [number, number, number];

const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

/** A lookup of the sRGB decode for byte values: stats over many pixels stay cheap. */
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => toLinear(i));

export function srgbToLab(r: number, g: number, b: number): Triple {
  const lr = Number.isInteger(r) && r >= 0 && r <= 255 ? LINEAR[r]! : toLinear(r);
  const lg = Number.isInteger(g) && g >= 0 && g <= 255 ? LINEAR[g]! : toLinear(g);
  const lb = Number.isInteger(b) && b >= 0 && b <= 255 ? LINEAR[b]! : toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / YN;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Lab to sRGB in 0..255, clamped (colours outside the sRGB gamut clip). */
export function labToSrgb(l: number, a: number, bb: number): Triple {
  const fy = (l + 16) / 116;
  const x = XN * fInv(fy + a / 500);
  const y = YN * fInv(fy);
  const z = ZN * fInv(fy - bb / 200);
  const clamp = (v: number) => Math.min(255, Math.max(0, v));
  return [
    clamp(fromLinear(3.2404542 * x - 1.5371385 * y - 0.4985314 * z)),
    clamp(fromLinear(-0.969266 * x + 1.8760108 * y + 0.041556 * z)),
    clamp(fromLinear(0.0556434 * x - 0.2040259 * y + 1.0572252 * z)),
  ];
}

export interface LabStats {
  mean: Triple;
  std: Triple;
}

/** Mean and standard deviation of each Lab channel over packed pixels (`channels` bytes each, RGB first). */
export function labStats(pixels: Uint8Array, channels = 3): LabStats {
  const sum = [0, 0, 0];
  const sq = [0, 0, 0];
  let n = 0;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const lab = srgbToLab(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    for (let c = 0; c < 3; c++) {
      sum[c]! += lab[c]!;
      sq[c]! += lab[c]! * lab[c]!;
    }
    n++;
  }
  if (n === 0) return { mean: [0, 0, 0], std: [1, 1, 1] };
  const mean = sum.map((s) => s / n) as Triple;
  const std = sq.map((s, c) => Math.sqrt(Math.max(0, s / n - mean[c]! ** 2))) as Triple;
  return { mean, std };
}

/** Per-channel Lab gains and offsets: value' = gain * value + offset. */
export interface LabTransfer {
  gain: Triple;
  offset: Triple;
}

/** A spread ratio outside this range would blow noise up or flatten the image. */
const MIN_GAIN = 0.4;
const MAX_GAIN = 2.5;

/**
 * The transfer that gives `source` the colour statistics of `reference`, at `strength` 0 (identity) to 1 (full
 * match). Linear in Lab, so a partial strength equals blending the original with the fully transferred image.
 */
export function labTransfer(source: LabStats, reference: LabStats, strength: number): LabTransfer {
  const s = Math.min(1, Math.max(0, strength));
  const gain = [0, 0, 0] as Triple;
  const offset = [0, 0, 0] as Triple;
  for (let c = 0; c < 3; c++) {
    const g = Math.min(MAX_GAIN, Math.max(MIN_GAIN, reference.std[c]! / Math.max(1e-3, source.std[c]!)));
    const full = reference.mean[c]! - g * source.mean[c]!;
    gain[c] = 1 + s * (g - 1);
    offset[c] = s * full || 0; // no -0 at strength 0
  }
  return { gain, offset };
}

/** Applies a Lab transfer to one sRGB colour. */
export function applyLabTransfer(t: LabTransfer, r: number, g: number, b: number): Triple {
  const [l, a, bb] = srgbToLab(r, g, b);
  return labToSrgb(t.gain[0] * l + t.offset[0], t.gain[1] * a + t.offset[1], t.gain[2] * bb + t.offset[2]);
}

/**
 * The transfer as an Adobe/Resolve .cube 3D LUT (what ffmpeg's lut3d reads): `size` steps per axis, red varying
 * fastest, values 0..1.
 */
export function cubeLut(t: LabTransfer, size = 33): string {
  const lines = [`TITLE "framewise colour transfer"`, `LUT_3D_SIZE ${size}`, 'DOMAIN_MIN 0 0 0', 'DOMAIN_MAX 1 1 1'];
  const step = 255 / (size - 1);
  for (let b = 0; b < size; b++) {
    for (let g = 0; g < size; g++) {
      for (let r = 0; r < size; r++) {
        const out = applyLabTransfer(t, r * step, g * step, b * step);
        lines.push(out.map((v) => (v / 255).toFixed(5)).join(' '));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
