import {
  img2videoBody,
  MODE,
  type Text2videoBody,
  type Tool,
  text2videoBody,
  upscaleBody,
  vid2vidBody,
} from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';
import type { Planner, TaskPlan } from '../generation';

/** The shipped pictures (assets/examples, sources and licences in docs/example-assets.md). */
export const EXAMPLE_PICTURES = [
  'mountain-trail.jpg',
  'ridge-sunset.jpg',
  'autumn-valley.jpg',
  'dogs-shed.jpg',
  'dandelion.jpg',
] as const;
export type ExamplePicture = (typeof EXAMPLE_PICTURES)[number];

/** What an example's request is built from: the stored keys of the pictures, and of the result it starts from. */
export interface ExampleInputs {
  picture(name: ExamplePicture): string;
  /** The stored result of the example named by `from`. */
  source(): string;
}

/** An example's prompt in each language (the request is made with the English one). */
export type ExamplePrompt = Record<Language, string>;

export interface ExampleSpec {
  /** Stable id: the seed record of this example is kept under it, so it is made once. */
  id: string;
  tool: Tool;
  /** What it shows, read in the page's language on the home page, the tool pages and the gallery. */
  prompt: ExamplePrompt;
  /** Another example whose finished result this one starts from (video to video needs a video). */
  from?: string;
  /** The request, validated by the contract and planned like a user's: what "draw same" copies. */
  plan(planner: Planner, inputs: ExampleInputs): Promise<TaskPlan>;
}

// Short clips in normal mode with options every user has, so "draw same" works for anyone and seeding stays quick.
const VIDEO = { model: '90', duration: 5, frame_rate: 24, mode: MODE.NORMAL } as const;

const text2video = (body: Partial<Text2videoBody> & Pick<Text2videoBody, 'prompts'>) =>
  text2videoBody.parse({ ...VIDEO, ratio: 4, ...body });

/** A camera move over shipped pictures (image to video, or the AI video generator with a first and last frame). */
function cameraMove(
  id: string,
  tool: 'img2video' | 'ai_video',
  shot: {
    from: ExamplePicture;
    to?: ExamplePicture;
    prompt: ExamplePrompt;
    move_type: 'zoom_in' | 'zoom_out' | 'pan_left' | 'pan_right';
    motion_speed: number;
  },
): ExampleSpec {
  const { from, to, prompt, ...rest } = shot;
  return {
    id,
    tool,
    prompt,
    plan: (planner, inputs) =>
      planner.img2video(
        img2videoBody.parse({
          ...VIDEO,
          ...rest,
          prompt: prompt.en,
          tool,
          reference_img: inputs.picture(from),
          ...(to ? { reference_end_img: inputs.picture(to) } : {}),
        }),
      ),
  };
}

const NIGHT_CITY: ExamplePrompt = {
  zh: '夜晚霓虹闪烁的城市街道，雨水打在柏油路上',
  en: 'A neon city street at night, rain on the asphalt',
  ja: '夜のネオン街、アスファルトに降る雨',
};
const DANDELION: ExamplePrompt = {
  zh: '阳光草地上的一朵蒲公英绒球，放大 2 倍',
  en: 'A dandelion clock in a sunlit meadow, upscaled 2x',
  ja: '日の当たる草原のタンポポの綿毛、2倍に高画質化',
};
const DOGS_ANIME: ExamplePrompt = {
  zh: '木棚里的两只狗，画成动漫卡通风格',
  en: 'The two dogs in the shed as an anime cartoon',
  ja: '小屋の2匹の犬をアニメ調のイラストに',
};

/**
 * The examples, in the order they are made (one that starts from another's result last: it waits for it). Each
 * tool of the home page gets one but lip-sync, which has no shipped face and voice and keeps its drawing. Prompts
 * name what the picture shows, so the gallery's tag words find them.
 */
export const EXAMPLE_SPECS: readonly ExampleSpec[] = [
  cameraMove('img2video-mountain-trail', 'img2video', {
    from: 'mountain-trail.jpg',
    prompt: {
      zh: '石灰岩山峰下的一条山间小路，镜头缓缓推近',
      en: 'A mountain trail under limestone peaks, the camera slowly pushing in',
      ja: '石灰岩の峰々の下に続く山道、カメラがゆっくりと寄っていく',
    },
    move_type: 'zoom_in',
    motion_speed: 4,
  }),
  cameraMove('ai-video-ridge-sunset', 'ai_video', {
    from: 'ridge-sunset.jpg',
    to: 'autumn-valley.jpg',
    prompt: {
      zh: '山脊上的日落，渐渐化作秋天的山谷',
      en: 'Sunset over a mountain ridge turning into an autumn valley',
      ja: '山の尾根に沈む夕日が、秋の谷へと移り変わる',
    },
    move_type: 'pan_right',
    motion_speed: 3,
  }),
  cameraMove('img2video-dogs-shed', 'img2video', {
    from: 'dogs-shed.jpg',
    prompt: {
      zh: '两只好奇的狗从木棚里探出头来',
      en: 'Two curious dogs peeking out of a wooden shed',
      ja: '木の小屋から顔をのぞかせる、好奇心いっぱいの2匹の犬',
    },
    move_type: 'zoom_out',
    motion_speed: 3,
  }),
  {
    id: 'text2video-night-city',
    tool: 'text2video',
    prompt: NIGHT_CITY,
    plan: (planner) =>
      planner.text2video(
        text2video({
          prompts: [{ prompt: NIGHT_CITY.en, keyframe: 1 }],
          move_type: 'pan_left',
        }),
      ),
  },
  {
    id: 'upscale-dandelion',
    tool: 'upscale',
    prompt: DANDELION,
    plan: (planner, inputs) =>
      planner.upscale(
        upscaleBody.parse({
          reference_img: inputs.picture('dandelion.jpg'),
          target: '2x',
          prompt: DANDELION.en,
          mode: MODE.NORMAL,
        }),
      ),
  },
  {
    id: 'vid2vid-dogs-anime',
    tool: 'vid2vid',
    from: 'img2video-dogs-shed',
    prompt: DOGS_ANIME,
    plan: (planner, inputs) =>
      planner.vid2vid(
        vid2vidBody.parse({
          ...VIDEO,
          model: '201',
          reference_video: inputs.source(),
          prompt: DOGS_ANIME.en,
          style_list: ['anime'],
        }),
      ),
  },
];
