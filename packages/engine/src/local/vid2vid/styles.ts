/**
 * Video-to-video styles as ffmpeg filter graphs. Each style turns the labelled input stream into the labelled
 * output stream; styles chain in the order of the job's style_list. Filters with randomness (film grain) take the
 * job's seed so a seed reproduces the same clip.
 */
interface StyleGraphContext {
  seed: number;
  width: number;
  height: number;
  /** Unique suffix for the intermediate labels of this step. */
  tag: string;
}

type StyleGraph = (input: string, output: string, c: StyleGraphContext) => string;

/** Quantises each RGB channel to `levels` steps (ffmpeg has no posterize filter; lutrgb does it). */
function posterize(levels: number): string {
  const step = Math.round(256 / levels);
  const expr = `floor(val/${step})*${step}+${Math.floor(step / 2)}`;
  return `format=rgb24,lutrgb=r='${expr}':g='${expr}':b='${expr}'`;
}

const grainSeed = (c: StyleGraphContext) => c.seed % 2_147_483_647;

export const STYLES: Record<string, StyleGraph> = {
  // Flat cel colours with ink outlines: denoise, boost saturation, posterize, multiply by inverted edges.
  anime: (i, o, c) =>
    `[${i}]split=2[a${c.tag}][b${c.tag}];` +
    `[a${c.tag}]hqdn3d=4:3:6:4,eq=saturation=1.45:contrast=1.08,${posterize(7)},format=gbrp[c${c.tag}];` +
    `[b${c.tag}]edgedetect=low=0.08:high=0.22,negate,format=gbrp[e${c.tag}];` +
    `[c${c.tag}][e${c.tag}]blend=all_mode=multiply[${o}]`,
  // Pencil sketch: grey, colour-dodge over a blurred negative.
  sketch: (i, o, c) =>
    `[${i}]format=gray,split=2[a${c.tag}][b${c.tag}];` +
    `[b${c.tag}]negate,gblur=sigma=6[n${c.tag}];` +
    `[a${c.tag}][n${c.tag}]blend=all_mode=dodge,eq=contrast=1.2:gamma=0.6[${o}]`,
  // Film noir: hard black and white, vignette, moving grain.
  noir: (i, o, c) =>
    `[${i}]format=gray,eq=contrast=1.45:brightness=-0.04,vignette=PI/4,` +
    `noise=alls=10:allf=t:all_seed=${grainSeed(c)}[${o}]`,
  // Faded film: vintage curves, softened saturation, vignette, grain.
  vintage: (i, o, c) =>
    `[${i}]curves=preset=vintage,eq=saturation=0.8,vignette=PI/5,noise=alls=6:allf=t:all_seed=${grainSeed(c)}[${o}]`,
  // Neon night: teal shadows and magenta highlights, high saturation, screen-blended glow.
  cyberpunk: (i, o, c) =>
    `[${i}]colorbalance=rs=-0.15:gs=-0.05:bs=0.3:rm=0.1:bm=0.15:rh=0.25:gh=-0.05:bh=0.1,` +
    `eq=contrast=1.2:saturation=1.6,format=gbrp,split=2[a${c.tag}][b${c.tag}];` +
    `[b${c.tag}]gblur=sigma=10[g${c.tag}];` +
    `[a${c.tag}][g${c.tag}]blend=all_mode=screen:all_opacity=0.45[${o}]`,
  // Watercolour: median washes, few tones, soft edges, lifted paper brightness.
  watercolor: (i, o) =>
    `[${i}]median=radius=3,hqdn3d=6:6:10:10,${posterize(12)},gblur=sigma=1.2,` +
    `eq=saturation=1.25:brightness=0.04:contrast=0.92[${o}]`,
  // Pixel art: area-downscale by 10, nearest-neighbour back up, fewer colours.
  pixel: (i, o, c) =>
    `[${i}]scale=${Math.max(2, Math.round(c.width / 10))}:${Math.max(2, Math.round(c.height / 10))}:flags=area,` +
    `${posterize(10)},scale=${c.width}:${c.height}:flags=neighbor[${o}]`,
  // Thermal camera: luminance mapped through the turbo colour map.
  thermal: (i, o) => `[${i}]format=gray,gblur=sigma=1.5,format=gbrp,pseudocolor=preset=turbo[${o}]`,
};

/** Style ids in a stable order (the config lists them this way); 'custom' is handled separately. */
export const STYLE_IDS = Object.keys(STYLES);

/** Words (en / zh / ja) that name a style, for jobs that give a prompt but no style. */
const STYLE_WORDS: Record<string, readonly string[]> = {
  anime: ['anime', 'cartoon', 'manga', 'cel', '动漫', '动画', '卡通', 'アニメ', '漫画'],
  sketch: ['sketch', 'pencil', 'drawing', '素描', '铅笔', 'スケッチ', '鉛筆'],
  noir: ['noir', 'black and white', 'monochrome', '黑白', '白黒', 'モノクロ'],
  vintage: ['vintage', 'retro', 'old film', 'film', '复古', '怀旧', 'レトロ', 'ヴィンテージ'],
  cyberpunk: ['cyberpunk', 'neon', 'futuristic', '赛博朋克', '霓虹', 'サイバーパンク', 'ネオン'],
  watercolor: ['watercolor', 'watercolour', 'painting', 'painted', '水彩', '油画', '絵画'],
  pixel: ['pixel', '8-bit', '8bit', 'retro game', '像素', 'ドット', 'ピクセル'],
  thermal: ['thermal', 'infrared', 'heat', '热成像', '红外', 'サーモ', '赤外線'],
};

/** The first style the prompt names, or null. */
export function styleFromPrompt(prompt: string): string | null {
  const lower = prompt.toLowerCase();
  for (const id of STYLE_IDS) if (STYLE_WORDS[id]!.some((w) => lower.includes(w))) return id;
  return null;
}
