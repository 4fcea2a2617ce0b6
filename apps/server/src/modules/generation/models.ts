import type { Tool } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';

/**
 * The base models a request may name and the config calls list, as content in zh, en and ja side by side (like the
 * rows of a catalogue table). Which values a tool offers comes from the configured engine's capabilities.
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
