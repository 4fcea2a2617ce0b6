import { describe, expect, it } from 'vitest';
import type { AiVideoDraft, ImageToVideoDraft, Text2VideoDraft, VideoToVideoDraft } from '../drafts';
import {
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
      key: 'validation:keywordRequired',
      field: 'prompts',
    });
    expect(
      validateText2video(
        t2v([
          { prompt: 'dawn', keyframe: 1 },
          { prompt: '   ', keyframe: 2 },
        ]),
      )?.key,
    ).toBe('validation:keywordRequired');
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
    expect(validateUpscale(null)).toEqual({ key: 'validation:referenceImageRequired', field: 'source' });
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
    expect(validateLipsync({ media: null, audio: null, detecting: false })?.key).toBe(
      'generationErrors:engine.faceMediaRequired',
    );
    expect(validateLipsync({ media: file, audio: null, detecting: true })?.key).toBe('tools:validation.faceDetecting');
    expect(validateLipsync({ media: file, audio: null, detecting: false })?.key).toBe(
      'validation:referenceAudioRequired',
    );
    expect(validateLipsync({ media: file, audio: file, detecting: false })).toBeNull();
  });
});
