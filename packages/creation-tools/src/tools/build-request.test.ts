import { describe, expect, it } from 'vitest';
import { initDraft } from '../drafts';
import {
  buildAiVideo,
  buildImageToVideo,
  buildLipsync,
  buildText2video,
  buildUpscale,
  buildVid2vid,
  configuredDuration,
  draftCostValues,
} from './build-request';
import { restyleModels, TOOL_CONFIGS, videoModels } from './test-utils/fixtures';

const run = { mode: 2 as const, private: false };
const file = { key: 'upload/u/a.png', url: '/a.png' };
const video = { config: TOOL_CONFIGS.text2video, models: videoModels };

describe('requests from drafts', () => {
  it('text to video sends the scenes in keyframe order and leaves out an empty upscaler', () => {
    const draft = {
      ...initDraft('text2video', null, video),
      prompts: [
        { prompt: ' dusk ', keyframe: 5 },
        { prompt: 'dawn', keyframe: 1 },
      ],
    };
    const request = buildText2video(draft, run);
    expect(request).toEqual({
      call: 'generateText2video',
      body: expect.objectContaining({
        tool: 'text2video',
        prompts: [
          { prompt: 'dawn', keyframe: 1 },
          { prompt: 'dusk', keyframe: 5 },
        ],
        model: '90',
        ratio: 4,
        duration: 5,
        motion_speed: 5,
        move_type: 'zoom_in',
        mode: 2,
        private: false,
      }),
    });
    expect(request.body).toHaveProperty('upscaler', undefined);
  });

  it('the AI video generator animates its reference image, or renders its prompt without one', () => {
    const draft = initDraft('ai_video', { prompt: 'a fox' }, { config: TOOL_CONFIGS.ai_video, models: videoModels });
    expect(buildAiVideo(draft, TOOL_CONFIGS.ai_video, run)).toMatchObject({
      call: 'generateText2video',
      body: { tool: 'ai_video', prompts: [{ prompt: 'a fox', keyframe: 1 }], duration: 5, creativity: 0.5 },
    });
    expect(buildAiVideo({ ...draft, reference_img: file }, TOOL_CONFIGS.ai_video, run)).toMatchObject({
      call: 'generateImg2video',
      body: { tool: 'ai_video', reference_img: file.key, prompt: 'a fox', duration: 5 },
    });
    expect(configuredDuration({ ...TOOL_CONFIGS.ai_video, defaults: {} })).toBe(5);
  });

  it('image to video sends the reference image and mask keys', () => {
    const draft = {
      ...initDraft('img2video_v2', null, video),
      reference_img: file,
      mask_img: { key: 'upload/u/m.png', url: '' },
    };
    expect(buildImageToVideo('img2video_v2', draft, run).body).toMatchObject({
      tool: 'img2video_v2',
      reference_img: file.key,
      mask_img: 'upload/u/m.png',
    });
  });

  it('video to video sends the subject fields only with subject only, and a colour only without a picture', () => {
    const base = initDraft(
      'vid2vid',
      { prompt: 'snow', reference_video: file },
      {
        config: TOOL_CONFIGS.vid2vid,
        models: restyleModels,
      },
    );
    const off = buildVid2vid({ ...base, subject_prompt: 'a dog', bg_color: '#112233' }, run).body;
    expect(off).toMatchObject({ subject_only: false, subject_prompt: undefined, bg_color: undefined, seed: -1 });
    const on = buildVid2vid({ ...base, subject_only: true, subject_prompt: 'a dog', bg_color: '#112233' }, run).body;
    expect(on).toMatchObject({
      subject_only: true,
      subject_type: 'person',
      subject_prompt: 'a dog',
      bg_color: '#112233',
    });
  });

  it('upscale sends an image or a video as the source', () => {
    expect(buildUpscale({ source: { ...file, kind: 'image' }, target: '2x', creativity: 0.5 }, run).body).toMatchObject(
      {
        reference_img: file.key,
        target: '2x',
      },
    );
    expect(
      buildUpscale({ source: { key: 'upload/u/v.mp4', url: '', kind: 'video' }, target: '2k60', creativity: 0.5 }, run)
        .body,
    ).toMatchObject({ reference_video: 'upload/u/v.mp4', target: '2k60' });
  });

  it('lip-sync sends the chosen face box and level', () => {
    const face = { x: 10, y: 20, width: 30, height: 40 };
    expect(buildLipsync({ media: file, audio: { key: 'upload/u/s.mp4', url: '' }, face, level: 2 }, run).body).toEqual({
      reference_media: file.key,
      reference_audio: 'upload/u/s.mp4',
      face_box: face,
      level: 2,
      mode: 2,
      private: false,
    });
  });

  it('prices a draft by its option fields', () => {
    const draft = initDraft(
      'vid2vid',
      { style_list: ['anime'] },
      { config: TOOL_CONFIGS.vid2vid, models: restyleModels },
    );
    expect(draftCostValues('vid2vid', draft)).toMatchObject({
      duration: 5,
      frame_rate: 24,
      style_list: ['anime'],
      model: '201',
      upscaler: '',
    });
  });
});
