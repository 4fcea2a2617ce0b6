import { createI18n } from '@framewise/i18n';
import { describe, expect, it } from 'vitest';
import type { AiVideoDraft, ImageToVideoDraft, Text2VideoDraft, VideoToVideoDraft } from '../drafts';
import {
  type Problem,
  validateAiVideo,
  validateImageToVideo,
  validateLipsync,
  validateText2video,
  validateUpscale,
  validateUpscaleTurbo,
  validateVid2vid,
} from './validation';

const flags = { isDrawSame: false, isGalleryDrawSame: false, mode: 0 as const };
const file = { key: 'upload/u/a.png', url: '/a.png' };

const t2v = (prompts: Text2VideoDraft['prompts']): Text2VideoDraft => ({
  ...flags,
  model: '90',
  upscaler: '',
  ratio: 4,
  duration: 5,
  motion_speed: 5,
  move_type: 'zoom_in',
  extra_model: [],
  prompts,
});

const v2v = (patch: Partial<VideoToVideoDraft>): VideoToVideoDraft => ({
  ...flags,
  duration: 5,
  frame_rate: 24,
  model: '201',
  prompt: 'ink',
  reference_video: file,
  upscaler: '',
  style_list: [],
  reference_style_img: null,
  reference_engine: 'color',
  seed: -1,
  video_refer: 0.5,
  subject_only: false,
  subject_type: 'person',
  subject_prompt: '',
  bg_custom: null,
  bg_color: '',
  ...patch,
});

describe('form validation', () => {
  it('text to video: every keyword filled, one prompt per keyframe', () => {
    expect(validateText2video(t2v([{ prompt: 'dawn', keyframe: 1 }]))).toBeNull();
    expect(validateText2video(t2v([{ prompt: '', keyframe: 1 }]))).toEqual({
      key: 'tools:validation.scenePromptRequired',
      field: 'prompts',
      values: { keyframe: 1 },
    });
    expect(
      validateText2video(
        t2v([
          { prompt: 'dawn', keyframe: 1 },
          { prompt: '   ', keyframe: 2 },
        ]),
      ),
    ).toMatchObject({ key: 'tools:validation.scenePromptRequired', values: { keyframe: 2 } });
    expect(
      validateText2video(
        t2v([
          { prompt: 'dawn', keyframe: 2 },
          { prompt: 'dusk', keyframe: 2 },
        ]),
      )?.key,
    ).toBe('tools:validation.keyframeDuplicate');
  });

  it('image to video and upscale turbo: the reference image is required', () => {
    const i2v = { reference_img: null } as ImageToVideoDraft;
    expect(validateImageToVideo(i2v)).toEqual({ key: 'validation:referenceImageRequired', field: 'reference_img' });
    expect(validateImageToVideo({ ...i2v, reference_img: file })).toBeNull();
    expect(validateUpscaleTurbo({ reference_img: null } as never)?.key).toBe('validation:referenceImageRequired');
  });

  it('upscale: something to upscale is required', () => {
    expect(validateUpscale(null)).toEqual({ key: 'tools:validation.upscaleSourceRequired', field: 'source' });
    expect(validateUpscale(file)).toBeNull();
  });

  it('video to video: reference video, prompt, a style image for the custom style, subject only where offered', () => {
    expect(validateVid2vid(v2v({}), true)).toBeNull();
    expect(validateVid2vid(v2v({ reference_video: null, prompt: '' }), true)?.key).toBe(
      'validation:referenceVideoRequired',
    );
    expect(validateVid2vid(v2v({ prompt: ' ' }), true)?.key).toBe('validation:promptRequired');
    expect(validateVid2vid(v2v({ style_list: ['custom'] }), true)?.key).toBe('validation:styleImageRequired');
    expect(validateVid2vid(v2v({ style_list: ['custom'], reference_style_img: file }), true)).toBeNull();
    expect(validateVid2vid(v2v({ subject_only: true }), false)?.key).toBe(
      'generationErrors:engine.subjectOnlyUnavailable',
    );
  });

  it('AI video: a prompt without a reference image; an end frame only with a first frame', () => {
    const ai = { prompt: '', reference_img: null, reference_end_img: null } as AiVideoDraft;
    expect(validateAiVideo(ai)?.key).toBe('validation:promptRequired');
    expect(validateAiVideo({ ...ai, prompt: 'a fox' })).toBeNull();
    expect(validateAiVideo({ ...ai, reference_img: file })).toBeNull();
    expect(validateAiVideo({ ...ai, prompt: 'x', reference_end_img: file })?.key).toBe(
      'validation:referenceImageRequired',
    );
  });

  it('lip-sync: the face media, finished face detection, then the audio', () => {
    expect(validateLipsync({ media: null, audio: null, detecting: false, faceChosen: true })?.key).toBe(
      'generationErrors:engine.faceMediaRequired',
    );
    expect(validateLipsync({ media: file, audio: null, detecting: true, faceChosen: false })?.key).toBe(
      'tools:validation.faceDetecting',
    );
    expect(validateLipsync({ media: file, audio: null, detecting: false, faceChosen: true })?.key).toBe(
      'validation:referenceAudioRequired',
    );
    expect(validateLipsync({ media: file, audio: file, detecting: false, faceChosen: false })?.key).toBe(
      'tools:validation.faceRequired',
    );
    expect(validateLipsync({ media: file, audio: file, detecting: false, faceChosen: true })).toBeNull();
  });
});

/** Every problem a form can show, with the words of the field it is about as the form labels that field. */
const PROBLEMS: [string, Problem | null, (t: (key: string, values?: object) => string) => string][] = [
  [
    'an empty scene',
    validateText2video(t2v([{ prompt: '', keyframe: 3 }])),
    (t) => t('tools:fields.keyframePrompt', { keyframe: 3 }),
  ],
  [
    'no AI video prompt',
    validateAiVideo({ prompt: '', reference_img: null, reference_end_img: null } as AiVideoDraft),
    (t) => t('tools:fields.prompt'),
  ],
  [
    'no image to animate',
    validateImageToVideo({ reference_img: null } as ImageToVideoDraft),
    (t) => t('tools:fields.reference_img'),
  ],
  ['no turbo image', validateUpscaleTurbo({ reference_img: null } as never), (t) => t('tools:fields.reference_img')],
  ['nothing to upscale', validateUpscale(null), (t) => t('tools:fields.source')],
  [
    'no video to restyle',
    validateVid2vid(v2v({ reference_video: null }), true),
    (t) => t('tools:fields.reference_video'),
  ],
  ['no restyle prompt', validateVid2vid(v2v({ prompt: '' }), true), (t) => t('tools:fields.prompt')],
  [
    'no face found',
    validateLipsync({ media: file, audio: file, detecting: false, faceChosen: false }),
    (t) => t('tools:fields.media'),
  ],
  [
    'no audio',
    validateLipsync({ media: file, audio: null, detecting: false, faceChosen: true }),
    (t) => t('tools:fields.audio'),
  ],
];

describe.each(['zh', 'en', 'ja'] as const)('validation messages in %s', (language) => {
  const i18n = createI18n({ language });
  // Keys come from the table above, so the typed keys of i18next are set aside here.
  const t = i18n.getFixedT(language) as unknown as (key: string, values?: object) => string;
  // The words that make a label: "Prompt for keyframe 3" is named by "keyframe 3" / "第 3 帧" / "キーフレーム 3".
  const named = (label: string) => label.toLowerCase().replace(/(的)?提示词$|のプロンプト$|^prompt for /, '');

  it.each(PROBLEMS)('%s names its field', (_, problem, label) => {
    if (!problem) throw new Error('a problem was expected');
    const text = t(problem.key, 'values' in problem ? problem.values : undefined);
    expect(text).not.toBe(problem.key.split(':')[1]);
    expect(text.toLowerCase()).toContain(named(label(t)));
  });
});
