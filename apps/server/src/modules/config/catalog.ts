import type { Tool } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';

/**
 * The option catalogue the config calls serve: base models and the labels of option values, as content in zh, en
 * and ja side by side (like the rows of a catalogue table). Which values a tool offers comes from the configured
 * engine's capabilities; this file only names them.
 */
export type Localized = Readonly<Record<Language, string>>;

export interface ModelEntry {
  id: string;
  name: Localized;
  description: Localized;
  /** Tools this base model serves. */
  tools: readonly Tool[];
  /** Versions a request may name; the first is the default. */
  versions: readonly string[];
  vip: boolean;
  proVip: boolean;
}

/**
 * Base models. One per tool family: the engine decides how it renders (the local engine's procedural preview and
 * camera motion, or the ComfyUI workflows), so the catalogue does not pretend to offer choices that change nothing.
 */
export const MODELS: readonly ModelEntry[] = [
  {
    id: '90',
    name: { zh: '帧意视频', en: 'Framewise Video', ja: 'Framewise Video' },
    description: {
      zh: '由文字或图片生成视频，支持运镜、时长、画面比例和帧率',
      en: 'Makes videos from text or an image, with camera movement, duration, aspect ratio and frame rate',
      ja: 'テキストや画像から動画を作成。カメラの動き、長さ、アスペクト比、フレームレートを指定できます',
    },
    tools: ['text2video', 'ai_video', 'img2video', 'img2video_v2', 'extend'],
    versions: ['1.0'],
    vip: false,
    proVip: false,
  },
  {
    id: '201',
    name: { zh: '帧意风格化', en: 'Framewise Restyle', ja: 'Framewise Restyle' },
    description: {
      zh: '为视频换上动漫、素描、复古等风格，或参考你上传的风格图',
      en: 'Restyles a video as anime, sketch, vintage and more, or after a style image you upload',
      ja: '動画をアニメ、スケッチ、ヴィンテージなどのスタイル、またはアップロードしたスタイル画像に変換',
    },
    tools: ['vid2vid'],
    versions: ['1.0'],
    vip: false,
    proVip: false,
  },
  {
    id: '301',
    name: { zh: '帧意口型', en: 'Framewise Lip-sync', ja: 'Framewise リップシンク' },
    description: {
      zh: '让图片或视频中的人物按音频说话',
      en: 'Makes the person in an image or video speak along with an audio track',
      ja: '画像や動画の人物を音声に合わせて話させます',
    },
    tools: ['lipsync'],
    versions: ['1.0'],
    vip: false,
    proVip: false,
  },
];

export function modelsFor(tool: Tool): ModelEntry[] {
  return MODELS.filter((m) => m.tools.includes(tool));
}

export function findModel(id: string): ModelEntry | undefined {
  return MODELS.find((m) => m.id === id);
}

/** An overlay character (lora) of a base model. */
export interface ExtraModelEntry {
  id: string;
  name: Localized;
  defaultWeight: number;
}

/**
 * Overlay characters per base model. None ship with the embedded engines (the local engine has no character
 * models and the ComfyUI templates no lora nodes); a deployment that adds lora workflows lists them here.
 */
export const EXTRA_MODELS: Readonly<Record<string, readonly ExtraModelEntry[]>> = {};

export function extraModelsFor(modelId: string): readonly ExtraModelEntry[] {
  return EXTRA_MODELS[modelId] ?? [];
}

const l = (zh: string, en: string, ja: string): Localized => ({ zh, en, ja });

/** Labels of option values, by field. Values without a label show as themselves (ratios, numbers). */
export const LABELS: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  move_type: {
    zoom_in: l('推近', 'Zoom in', 'ズームイン'),
    zoom_out: l('拉远', 'Zoom out', 'ズームアウト'),
    pan_left: l('左移', 'Pan left', '左へパン'),
    pan_right: l('右移', 'Pan right', '右へパン'),
    pan_up: l('上移', 'Pan up', '上へパン'),
    pan_down: l('下移', 'Pan down', '下へパン'),
    orbit: l('环绕', 'Orbit', '周回'),
    static: l('固定镜头', 'Static', '固定'),
  },
  style: {
    anime: l('动漫', 'Anime', 'アニメ'),
    sketch: l('素描', 'Sketch', 'スケッチ'),
    noir: l('黑白电影', 'Film noir', 'フィルムノワール'),
    vintage: l('复古胶片', 'Vintage film', 'ヴィンテージ'),
    cyberpunk: l('赛博朋克', 'Cyberpunk', 'サイバーパンク'),
    watercolor: l('水彩', 'Watercolour', '水彩'),
    pixel: l('像素', 'Pixel art', 'ピクセルアート'),
    thermal: l('热成像', 'Thermal', 'サーモグラフィ'),
    custom: l('自定义风格', 'Custom style', 'カスタムスタイル'),
  },
  target: {
    '2x': l('2 倍', '2x', '2 倍'),
    '4x': l('4 倍（4096）', '4x (4096)', '4 倍（4096）'),
    '2k': l('2K', '2K', '2K'),
    '4k': l('4K', '4K', '4K'),
    '2k60': l('2K 60 帧', '2K 60fps', '2K 60fps'),
  },
  upscaler: {
    '2k': l('2K', '2K', '2K'),
    '4k': l('4K', '4K', '4K'),
  },
  engine: {
    'esrgan-slim': l('ESRGAN 快速', 'ESRGAN fast', 'ESRGAN 高速'),
    'esrgan-medium': l('ESRGAN 精细', 'ESRGAN detailed', 'ESRGAN 高精細'),
    lanczos: l('Lanczos 插值', 'Lanczos', 'Lanczos 補間'),
  },
  level: {
    '1': l('标准', 'Standard', '標準'),
    '2': l('高清', 'HD', 'HD'),
    '3': l('超清', 'Full HD', 'フル HD'),
    '4': l('专业', 'Pro', 'プロ'),
  },
  subject_type: {
    person: l('人物', 'Person', '人物'),
    animal: l('动物', 'Animal', '動物'),
    object: l('物体', 'Object', '物体'),
  },
  reference_engine: {
    color: l('色彩迁移', 'Colour transfer', 'カラー転写'),
  },
  private: {
    '0': l('关闭', 'Off', 'オフ'),
    '1': l('开启', 'On', 'オン'),
  },
  mode: {
    '0': l('普通', 'Normal', '通常'),
    '1': l('无限（较慢）', 'Unlimited (slower)', '無制限（低速）'),
    '2': l('加速', 'Fast', '高速'),
  },
  duration: {
    '5': l('5 秒', '5 s', '5 秒'),
    '10': l('10 秒', '10 s', '10 秒'),
    '20': l('20 秒', '20 s', '20 秒'),
  },
  frame_rate: {
    '24': l('24 帧/秒', '24 fps', '24 fps'),
    '30': l('30 帧/秒', '30 fps', '30 fps'),
    '60': l('60 帧/秒', '60 fps', '60 fps'),
  },
};

/** The label of a field's value in language, or the value itself. */
export function labelOf(field: string, value: string | number, language: Language): string {
  return LABELS[field]?.[String(value)]?.[language] ?? String(value);
}
