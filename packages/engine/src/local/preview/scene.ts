import sharp from 'sharp';
import type { MoveType } from '../../types';
import type { Canvas } from '../media/frames';
import { renderView } from '../media/frames';
import { createRandom } from '../media/random';
import { type CameraPathOptions, cameraPath, clampPose, peakZoom } from '../motion/camera';
import type { PromptStyle } from './prompt-style';

/** HSL (degrees, 0..1, 0..1) to a #rrggbb string for SVG. */
export function hslHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const r1 = (n: number) => n.toFixed(1);

/** The far layer: a two-hue gradient, a glow and large soft blobs. */
function backgroundSvg(style: PromptStyle, rnd: () => number, w: number, h: number): string {
  const [h0, h1] = style.hues as [number, number];
  const h2 = style.hues[2] ?? (h0 + 60) % 360;
  const l = style.lightness;
  const angle = rnd() * Math.PI * 2;
  const dx = Math.cos(angle) / 2;
  const dy = Math.sin(angle) / 2;
  const blobs: string[] = [];
  const blobCount = 4 + Math.floor(rnd() * 4);
  for (let i = 0; i < blobCount; i++) {
    const hue = style.hues[i % style.hues.length]!;
    blobs.push(
      `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h)}" r="${r1((0.12 + rnd() * 0.25) * Math.max(w, h))}" fill="${hslHex(hue, 0.65, Math.min(0.85, l + 0.1 * (rnd() - 0.3)))}" fill-opacity="${(0.25 + rnd() * 0.35).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="${(0.5 - dx).toFixed(3)}" y1="${(0.5 - dy).toFixed(3)}" x2="${(0.5 + dx).toFixed(3)}" y2="${(0.5 + dy).toFixed(3)}">
<stop offset="0" stop-color="${hslHex(h0, 0.55, l * 0.85)}"/><stop offset="1" stop-color="${hslHex(h1, 0.6, l * 0.5)}"/>
</linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${hslHex(h2, 0.8, Math.min(0.9, l + 0.3))}" stop-opacity="0.8"/><stop offset="1" stop-color="${hslHex(h2, 0.8, l)}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(Math.max(w, h) / 40)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g filter="url(#soft)">${blobs.join('')}</g>
<ellipse cx="${r1((0.3 + 0.4 * rnd()) * w)}" cy="${r1((0.3 + 0.4 * rnd()) * h)}" rx="${r1(0.45 * w)}" ry="${r1(0.45 * h)}" fill="url(#glow)"/>
</svg>`;
}

/** The near layer on transparency: orbs, rings, tilted panels and waves in the palette. */
function foregroundSvg(style: PromptStyle, rnd: () => number, w: number, h: number): string {
  const count = 5 + Math.round(style.energy * 10);
  const unit = Math.min(w, h) * (1.15 - 0.5 * style.energy);
  const shapes: string[] = [];
  const defs: string[] = [];
  for (let i = 0; i < count; i++) {
    const hue = (style.hues[i % style.hues.length]! + (rnd() - 0.5) * 30 + 360) % 360;
    const light = Math.min(0.92, style.lightness + 0.2 + rnd() * 0.15);
    const colour = hslHex(hue, 0.75, light);
    const x = rnd() * w;
    const y = rnd() * h;
    const size = unit * (0.03 + rnd() * 0.1);
    const opacity = (0.55 + rnd() * 0.4).toFixed(2);
    switch (Math.floor(rnd() * 4)) {
      case 0:
        defs.push(
          `<radialGradient id="o${i}" cx="0.35" cy="0.35"><stop offset="0" stop-color="${hslHex(hue, 0.6, 0.95)}"/><stop offset="1" stop-color="${colour}"/></radialGradient>`,
        );
        shapes.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size)}" fill="url(#o${i})" fill-opacity="${opacity}"/>`,
        );
        break;
      case 1:
        shapes.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 1.4)}" fill="none" stroke="${colour}" stroke-width="${r1(size * 0.18)}" stroke-opacity="${opacity}"/>`,
        );
        break;
      case 2:
        shapes.push(
          `<rect x="${r1(x - size)}" y="${r1(y - size * 0.6)}" width="${r1(size * 2)}" height="${r1(size * 1.2)}" rx="${r1(size * 0.2)}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${r1(rnd() * 90 - 45)} ${r1(x)} ${r1(y)})"/>`,
        );
        break;
      default: {
        const points: string[] = [];
        const span = size * 6;
        const phase = rnd() * Math.PI * 2;
        for (let k = 0; k <= 24; k++) {
          const px = x - span / 2 + (span * k) / 24;
          points.push(`${r1(px)},${r1(y + Math.sin(phase + k / 3) * size * 0.5)}`);
        }
        shapes.push(
          `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${r1(size * 0.15)}" stroke-linecap="round" stroke-opacity="${opacity}"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${shapes.join('')}</svg>`;
}

async function rasterise(svg: string, channels: 3 | 4): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(svg), { density: 72 });
  return (channels === 3 ? pipeline.removeAlpha() : pipeline.ensureAlpha()).raw().toBuffer();
}

interface SceneOptions {
  style: PromptStyle;
  seed: number;
  index: number;
  width: number;
  height: number;
  durationS: number;
  move: MoveType;
  speed: number;
  jitter: number;
}

/** How much farther and deeper the near layer moves than the far one (parallax). */
const PARALLAX = 1.6;

/**
 * One scene of the preview: two procedurally drawn layers, each a canvas with the output's aspect, seen by the
 * same camera move with the near layer exaggerated and drifting on its own, so the picture has depth. Returns a
 * renderer of the scene at local time t (0..1).
 */
export async function prepareScene(o: SceneOptions): Promise<(t: number) => Promise<Buffer>> {
  const { width, height } = o;
  const pathOptions: CameraPathOptions = {
    move: o.move,
    speed: o.speed,
    durationS: o.durationS,
    seed: o.seed + o.index,
    jitter: o.jitter,
    outputWidth: width,
    outputHeight: height,
    // Layers are drawn 30% larger than the frame so pans and orbits have room.
    canvasWidth: width * 1.3,
    canvasHeight: height * 1.3,
  };
  const far = cameraPath(pathOptions);
  const midX = pathOptions.canvasWidth / 2;
  const midY = pathOptions.canvasHeight / 2;
  const drift = createRandom(o.seed, `drift${o.index}`);
  const driftPhase = drift() * Math.PI * 2;
  const driftAmp = 0.04 * width * (0.5 + o.style.energy);
  const near = (t: number) => {
    const p = far(t);
    const a = driftPhase + t * Math.PI * (0.6 + o.speed / 10);
    return clampPose(
      {
        zoom: 1 + (p.zoom - 1) * PARALLAX + 0.05,
        cx: midX + (p.cx - midX) * PARALLAX + driftAmp * Math.cos(a),
        cy: midY + (p.cy - midY) * PARALLAX + driftAmp * 0.6 * Math.sin(a),
      },
      pathOptions,
    );
  };
  const factor = Math.max(peakZoom(far), peakZoom(near));
  const w = Math.round(pathOptions.canvasWidth * factor);
  const h = Math.round(pathOptions.canvasHeight * factor);
  const rnd = createRandom(o.seed, `scene${o.index}`);
  const [farPixels, nearPixels] = await Promise.all([
    rasterise(backgroundSvg(o.style, rnd, w, h), 3),
    rasterise(foregroundSvg(o.style, rnd, w, h), 4),
  ]);
  const canvas = (data: Buffer, channels: 3 | 4): Canvas => ({
    image: { data, width: w, height: h, channels },
    factor,
    canvasWidth: pathOptions.canvasWidth,
    canvasHeight: pathOptions.canvasHeight,
  });
  const farCanvas = canvas(farPixels, 3);
  const nearCanvas = canvas(nearPixels, 4);
  return async (t) => {
    const [back, front] = await Promise.all([
      renderView(farCanvas, far(t), width, height),
      renderView(nearCanvas, near(t), width, height),
    ]);
    return sharp(back, { raw: { width, height, channels: 3 } })
      .composite([{ input: front, raw: { width, height, channels: 4 } }])
      .removeAlpha()
      .raw()
      .toBuffer();
  };
}
