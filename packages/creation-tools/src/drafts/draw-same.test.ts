import { describe, expect, it, vi } from 'vitest';
import { member, workOf } from '../tools/test-utils/fixtures';
import { applyDrawSame } from './draw-same';
import { DRAFT_OWNER_KEY, draftKey, readDraft, reconcileDraftOwner, subscribeDrafts, writeDraft } from './storage';
import { readToolSeed } from './tool-seed';

const own = { key: 'upload/u-tools-1/cat.png', url: '/api/storage/private/upload/u-tools-1/cat.png?sig=1' };

describe('draw same', () => {
  it('copies a work’s settings into its tool’s draft, marks it and returns the route of the tool', () => {
    const route = applyDrawSame(
      workOf({
        id: 'tk1',
        tool: 'img2video',
        mode: 2,
        reference_img: own.url,
        params: {
          tool: 'img2video',
          reference_img: own.key,
          prompt: 'the cat blinks',
          model: '90',
          ratio: 3,
          duration: 10,
          motion_speed: 7,
          seed: 5,
        },
      }),
    );
    expect(route).toBe('/ai-video-generator?tool=img2video');
    expect(readDraft('img2video')).toEqual({
      reference_img: own,
      mask_img: null,
      prompt: 'the cat blinks',
      model: '90',
      ratio: 3,
      duration: 10,
      motion_speed: 7,
      isDrawSame: true,
      isGalleryDrawSame: false,
      mode: 2,
    });
  });

  it('keeps the draft’s values for fields the work does not carry', () => {
    writeDraft('vid2vid', { prompt: 'old', seed: 77, frame_rate: 30, reference_video: own });
    applyDrawSame(workOf({ id: 'tk2', tool: 'vid2vid', params: { prompt: 'ink wash', style_list: ['anime'] } }));
    expect(readDraft('vid2vid')).toMatchObject({
      prompt: 'ink wash',
      style_list: ['anime'],
      seed: 77,
      frame_rate: 30,
      reference_video: own, // the work has none: the draft keeps its own
      isDrawSame: true,
    });
  });

  it('replaces the draft’s reference video with the work’s source video', () => {
    writeDraft('vid2vid', { reference_video: { key: 'upload/u-tools-1/old.mp4', url: '/old.mp4' } });
    applyDrawSame(
      workOf({
        id: 'tk3',
        tool: 'vid2vid',
        reference_video: '/api/storage/private/upload/u-tools-1/new.mp4?sig=2',
        params: { reference_video: 'upload/u-tools-1/new.mp4', prompt: 'snow' },
      }),
    );
    expect(readDraft('vid2vid')).toMatchObject({
      reference_video: { key: 'upload/u-tools-1/new.mp4', url: '/api/storage/private/upload/u-tools-1/new.mp4?sig=2' },
    });
  });

  it('from the gallery copies settings but not another user’s files, and sets the gallery flag', () => {
    writeDraft('img2video', { reference_img: own });
    const route = applyDrawSame(
      workOf({
        id: 'tk4',
        tool: 'img2video',
        isOwner: false,
        author: { uuid: 'someone-else', nickname: 'Lee', avatar_url: '' },
        params: { reference_img: 'upload/someone-else/dog.png', prompt: 'the dog runs', duration: 5 },
      }),
      { fromGallery: true },
    );
    expect(route).toBe('/ai-video-generator?tool=img2video');
    expect(readDraft('img2video')).toMatchObject({
      reference_img: own,
      prompt: 'the dog runs',
      duration: 5,
      isDrawSame: true,
      isGalleryDrawSame: true,
    });
  });

  it('turns a single prompt into the first scene of text to video, and an extension into text to video', () => {
    expect(
      applyDrawSame(workOf({ id: 'tk5', tool: 'extend', params: { id: 'tk0', duration: 10, prompt: 'go on' } })),
    ).toBe('/ai-video-generator?tool=text2video');
    expect(readDraft('text2video')).toMatchObject({ prompts: [{ prompt: 'go on', keyframe: 1 }], duration: 10 });
  });

  it('takes the AI video prompt from its first scene when it ran as text to video', () => {
    applyDrawSame(
      workOf({ id: 'tk6', tool: 'ai_video', params: { prompts: [{ prompt: 'a fox', keyframe: 1 }], ratio: 1 } }),
    );
    expect(readDraft('ai_video')).toMatchObject({ prompt: 'a fox', ratio: 1 });
  });

  it('leaves an upscale its source image, target and creativity as a one-shot seed', () => {
    const route = applyDrawSame(
      workOf({
        id: 'tk7',
        tool: 'upscale',
        reference_img: own.url,
        params: { reference_img: own.key, target: '4k', creativity: 0.3, prompt: 'sharper' },
      }),
    );
    expect(route).toBe('/upscale');
    expect(readToolSeed('upscale')).toEqual({ media: { ...own, kind: 'image' }, target: '4k', creativity: 0.3 });
    expect(readDraft('upscale_turbo')).toBeNull(); // the turbo tab's draft is another tool's
  });

  it('seeds an upscaled video as a video, and only the settings of someone else’s work or of an upscaled work', () => {
    const video = { key: 'upload/u-tools-1/clip.mp4', url: '/api/storage/private/upload/u-tools-1/clip.mp4?sig=3' };
    applyDrawSame(
      workOf({
        id: 'tk8',
        tool: 'upscale',
        reference_video: video.url,
        params: { reference_video: video.key, target: '2k60' },
      }),
    );
    expect(readToolSeed('upscale')).toEqual({ media: { ...video, kind: 'video' }, target: '2k60' });

    applyDrawSame(
      workOf({
        id: 'tk8b',
        tool: 'upscale',
        isOwner: false,
        reference_img: '/api/storage/public/upload/someone-else/dog.png',
        params: { reference_img: 'upload/someone-else/dog.png', target: '2x' },
      }),
      { fromGallery: true },
    );
    expect(readToolSeed('upscale')).toEqual({ target: '2x' });

    // An upscale of a finished work names the work, not a file the form could hold.
    applyDrawSame(
      workOf({
        id: 'tk8c',
        tool: 'upscale',
        reference_img: '/api/storage/result/tk0.png',
        params: { id: 'tk0', target: '4x' },
      }),
    );
    expect(readToolSeed('upscale')).toEqual({ target: '4x' });
  });

  it('leaves lip-sync its picture or video and level', () => {
    const face = { key: 'upload/u-tools-1/face.mp4', url: '/api/storage/private/upload/u-tools-1/face.mp4?sig=4' };
    expect(
      applyDrawSame(
        workOf({
          id: 'tk9a',
          tool: 'lipsync',
          reference_video: face.url,
          params: { reference_media: face.key, reference_audio: 'upload/u-tools-1/voice.mp4', level: 2 },
        }),
      ),
    ).toBe('/lip-sync');
    expect(readToolSeed('lipsync')).toEqual({ media: { ...face, kind: 'video' }, level: 2 });

    applyDrawSame(
      workOf({
        id: 'tk9b',
        tool: 'lipsync',
        reference_img: own.url,
        params: { reference_media: own.key, reference_audio: 'upload/u-tools-1/voice.mp4', level: 1 },
      }),
    );
    expect(readToolSeed('lipsync')).toEqual({ media: { ...own, kind: 'image' }, level: 1 });
  });

  it('leaves no seed for tools that keep a draft', () => {
    applyDrawSame(
      workOf({ id: 'tk9c', tool: 'img2video', reference_img: own.url, params: { reference_img: own.key } }),
    );
    expect(readToolSeed('upscale')).toBeNull();
    expect(readToolSeed('lipsync')).toBeNull();
  });

  it('tells an open screen of the tool to take the copy up', () => {
    const listener = vi.fn();
    const off = subscribeDrafts(listener);
    applyDrawSame(workOf({ id: 'tk9', tool: 'text2video', params: { prompts: [{ prompt: 'x', keyframe: 1 }] } }));
    expect(listener).toHaveBeenCalledWith('text2video');
    off();
  });
});

describe('draft owner', () => {
  it('resets drafts when the account changes, except a gallery copy once', () => {
    reconcileDraftOwner(member.uuid);
    writeDraft('img2video', { prompt: 'mine', reference_img: own });
    applyDrawSame(workOf({ id: 'tk10', tool: 'vid2vid', isOwner: false, params: { prompt: 'from the gallery' } }), {
      fromGallery: true,
    });

    expect(reconcileDraftOwner('u-other')).toEqual(['img2video']);
    expect(readDraft('img2video')).toBeNull();
    expect(readDraft('vid2vid')).toMatchObject({ prompt: 'from the gallery', isGalleryDrawSame: false });
    expect(sessionStorage.getItem(DRAFT_OWNER_KEY)).toBe('u-other');

    // Same user: nothing happens. A logout: the gallery copy's one reprieve is used up.
    expect(reconcileDraftOwner('u-other')).toEqual([]);
    expect(reconcileDraftOwner('')).toEqual(['vid2vid']);
    expect(sessionStorage.getItem(draftKey('vid2vid'))).toBeNull();
  });

  it("hands a visitor's drafts to the account that logs in", () => {
    reconcileDraftOwner('');
    writeDraft('text2video', { prompts: [{ prompt: 'a fox in the snow', keyframe: 1 }] });
    expect(reconcileDraftOwner(member.uuid)).toEqual([]);
    expect(readDraft('text2video')).toMatchObject({ prompts: [{ prompt: 'a fox in the snow', keyframe: 1 }] });
    expect(sessionStorage.getItem(DRAFT_OWNER_KEY)).toBe(member.uuid);
    // Logging out again resets them: the account's drafts are not left to the next visitor.
    expect(reconcileDraftOwner('')).toEqual(['text2video']);
  });

  it('keeps drafts on the first visit of a session', () => {
    writeDraft('text2video', { prompts: [{ prompt: 'x', keyframe: 1 }] });
    expect(reconcileDraftOwner(member.uuid)).toEqual([]);
    expect(readDraft('text2video')).not.toBeNull();
  });
});
