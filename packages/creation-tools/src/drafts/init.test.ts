import { describe, expect, it } from 'vitest';
import { restyleModels, TOOL_CONFIGS, videoModels } from '../tools/test-utils/fixtures';
import { DRAFT_FIELDS } from './fields';
import { draftFieldNames, initDraft } from './init';

const video = { config: TOOL_CONFIGS.text2video, models: videoModels };
const media = { key: 'upload/u1/cat.png', url: '/api/storage/private/upload/u1/cat.png?sig=1' };

describe('draft fields', () => {
  it('are exactly those, per tool', () => {
    expect(draftFieldNames('text2video').sort()).toEqual(
      ['model', 'upscaler', 'ratio', 'duration', 'motion_speed', 'move_type', 'extra_model', 'prompts'].sort(),
    );
    expect(draftFieldNames('upscale_turbo').sort()).toEqual(
      ['negative_prompt', 'prompt', 'reference_img', 'upscaler', 'weight', 'engine', 'hdr', 'resemblance'].sort(),
    );
    expect(draftFieldNames('img2video').sort()).toEqual(
      ['duration', 'mask_img', 'model', 'motion_speed', 'ratio', 'reference_img', 'upscaler', 'prompt'].sort(),
    );
    expect(draftFieldNames('vid2vid').sort()).toEqual(
      [
        'duration',
        'frame_rate',
        'model',
        'prompt',
        'reference_video',
        'upscaler',
        'style_list',
        'reference_style_img',
        'reference_engine',
        'seed',
        'video_refer',
        'subject_only',
        'subject_type',
        'subject_prompt',
        'bg_custom',
        'bg_color',
      ].sort(),
    );
    expect(draftFieldNames('ai_video').sort()).toEqual(
      ['prompt', 'version', 'model', 'reference_img', 'reference_end_img', 'creativity', 'ratio'].sort(),
    );
    expect(Object.keys(DRAFT_FIELDS)).toHaveLength(6);
  });
});

describe('draft initialisation', () => {
  it('fills a new draft with the config defaults and the draft defaults', () => {
    const draft = initDraft('text2video', null, video);
    expect(draft).toEqual({
      isDrawSame: false,
      isGalleryDrawSame: false,
      mode: 0,
      model: '90',
      upscaler: '', // optional: no default means no upscaling pass
      ratio: 4,
      duration: 5,
      motion_speed: 5,
      move_type: 'zoom_in',
      extra_model: [],
      prompts: [{ prompt: '', keyframe: 1 }],
    });
    const ai = initDraft('ai_video', undefined, { config: TOOL_CONFIGS.ai_video, models: videoModels });
    expect(ai.creativity).toBe(0.5);
    expect(ai.version).toBe('1.0');
    const v2v = initDraft('vid2vid', {}, { config: TOOL_CONFIGS.vid2vid, models: restyleModels });
    expect(v2v.seed).toBe(-1);
    expect(v2v.video_refer).toBe(0.5);
    expect(v2v.style_list).toEqual([]);
    const styled = { config: { ...TOOL_CONFIGS.vid2vid, defaults: { style_list: 'anime' } }, models: restyleModels };
    expect(initDraft('vid2vid', { style_list: [] }, styled).style_list).toEqual(['anime']);
    expect(initDraft('vid2vid', { style_list: ['sketch'] }, styled).style_list).toEqual(['sketch']);
    expect(v2v.frame_rate).toBe(24);
  });

  it('keeps every field that is still valid, as it was', () => {
    const stored = {
      model: '90',
      upscaler: '4k',
      ratio: 3,
      duration: 10,
      motion_speed: 8,
      move_type: 'orbit',
      extra_model: [{ id: 'lora-1', weight: 0.3 }],
      prompts: [
        { prompt: 'sunrise', keyframe: 1 },
        { prompt: 'noon', keyframe: 4 },
      ],
      mode: 2,
    };
    expect(initDraft('text2video', stored, video)).toEqual({
      ...stored,
      isDrawSame: false,
      isGalleryDrawSame: false,
    });
  });

  it('replaces a value no longer offered with the default, or the first option without a valid default', () => {
    const draft = initDraft('text2video', { ratio: 99, duration: 7, move_type: 'spin', upscaler: '8k' }, video);
    expect(draft.ratio).toBe(4);
    expect(draft.duration).toBe(5);
    expect(draft.move_type).toBe('zoom_in');
    expect(draft.upscaler).toBe('2k'); // an invalid choice is replaced, not silently dropped
    const noDefault = { ...video, config: { ...video.config, defaults: {} } };
    expect(initDraft('text2video', { ratio: 99 }, noDefault).ratio).toBe(5); // first: 3:4
  });

  it('takes option values in the draft field type', () => {
    const draft = initDraft('img2video', { ratio: '3', duration: '10' }, video);
    expect(draft.ratio).toBe(3);
    expect(draft.duration).toBe(10);
  });

  it('fills the model with the default model when the stored one is gone', () => {
    expect(initDraft('img2video', { model: 'retired' }, video).model).toBe('90');
  });

  it('drops unknown styles, bad keyframes and broken files, and keeps good files', () => {
    const v2v = initDraft(
      'vid2vid',
      { style_list: ['anime', 'baroque', 'custom'], reference_video: { key: '' }, reference_style_img: media },
      { config: TOOL_CONFIGS.vid2vid, models: restyleModels },
    );
    expect(v2v.style_list).toEqual(['anime', 'custom']);
    expect(v2v.reference_video).toBeNull();
    expect(v2v.reference_style_img).toEqual(media);
    const t2v = initDraft('text2video', { prompts: [{ prompt: 'x', keyframe: 0 }, 'y'] }, video);
    expect(t2v.prompts).toEqual([{ prompt: '', keyframe: 1 }]);
  });

  it('drops overlay characters the model does not offer once they are known', () => {
    const stored = {
      extra_model: [
        { id: 'a', weight: 0.5 },
        { id: 'b', weight: 2 },
        { id: 'c', weight: 0.1 },
      ],
    };
    expect(initDraft('text2video', stored, video).extra_model).toEqual([
      { id: 'a', weight: 0.5 },
      { id: 'c', weight: 0.1 },
    ]);
    const known = { ...video, extraModels: [{ id: 'c', name: 'C', cover: null, defaultWeight: 0.5 }] };
    expect(initDraft('text2video', stored, known).extra_model).toEqual([{ id: 'c', weight: 0.1 }]);
  });

  it('checks seeds and strengths against their ranges', () => {
    const ctx = { config: TOOL_CONFIGS.vid2vid, models: restyleModels };
    expect(initDraft('vid2vid', { seed: 1234, video_refer: 0.9 }, ctx)).toMatchObject({ seed: 1234, video_refer: 0.9 });
    expect(initDraft('vid2vid', { seed: -7, video_refer: 3 }, ctx)).toMatchObject({ seed: -1, video_refer: 0.5 });
    const turbo = initDraft('upscale_turbo', {}, { config: TOOL_CONFIGS.upscale_turbo, models: [] });
    expect(turbo).toMatchObject({ weight: 1, resemblance: 0.5, hdr: false, upscaler: '2x', engine: 'esrgan-slim' });
  });

  it('keeps the common flags and drops fields that are not the draft’s', () => {
    const draft = initDraft(
      'ai_video',
      { isDrawSame: true, isGalleryDrawSame: true, mode: 1, secret: 'x' },
      {
        config: TOOL_CONFIGS.ai_video,
        models: videoModels,
      },
    );
    expect(draft).toMatchObject({ isDrawSame: true, isGalleryDrawSame: true, mode: 1 });
    expect(draft).not.toHaveProperty('secret');
    expect(initDraft('ai_video', { mode: 9 }, { config: TOOL_CONFIGS.ai_video, models: videoModels }).mode).toBe(0);
  });
});
