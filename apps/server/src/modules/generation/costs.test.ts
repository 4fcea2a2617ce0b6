import { describe, expect, it } from 'vitest';
import { bandIndex, DURATION_BANDS, normalCost, taskCost } from './costs';
import { refusalMessage } from './messages';

describe('the cost table', () => {
  it('has the product’s upscale costs: 2K 1, 2, 3 by index; 2K at 60 fps 5, 8, 15; 4K 6', () => {
    const video = (target: '2k' | '2k60' | '4k', sourceDurationS: number) =>
      normalCost({ tool: 'upscale', target, sourceKind: 'video', sourceDurationS });
    expect([3, 8, 25].map((s) => video('2k', s))).toEqual([1, 2, 3]);
    expect([3, 8, 25].map((s) => video('2k60', s))).toEqual([5, 8, 15]);
    expect([3, 8, 25].map((s) => video('4k', s))).toEqual([6, 6, 6]);
    expect(normalCost({ tool: 'upscale', target: '2k', sourceKind: 'image' })).toBe(1);
    expect(normalCost({ tool: 'upscale', target: '4k', sourceKind: 'image' })).toBe(6);
  });

  it('has the product’s lip-sync costs 1, 2, 5, 10 by level', () => {
    expect([1, 2, 3, 4].map((level) => normalCost({ tool: 'lipsync', level }))).toEqual([1, 2, 5, 10]);
  });

  it('has the product’s video-to-video upscale costs: 2K 1, 2, 5, 10; 4K 6, 10, 20, 40', () => {
    const extra = (upscaler: '2k' | '4k', duration: number) =>
      normalCost({ tool: 'vid2vid', duration, upscaler }) - normalCost({ tool: 'vid2vid', duration });
    expect([5, 10, 20, 60].map((d) => extra('2k', d))).toEqual([1, 2, 5, 10]);
    expect([5, 10, 20, 60].map((d) => extra('4k', d))).toEqual([6, 10, 20, 40]);
  });

  it('applies the mode: fast doubles, unlimited is free', () => {
    const input = { tool: 'text2video', duration: 10 } as const;
    expect([0, 1, 2].map((mode) => taskCost(input, mode as 0 | 1 | 2))).toEqual([4, 0, 8]);
  });

  it('puts a duration in the first band that holds it', () => {
    expect([1, 5, 6, 10, 11, 20, 21, 60, 90].map((d) => bandIndex(DURATION_BANDS, d))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 3,
    ]);
  });
});

describe('refusalMessage', () => {
  it('maps engine refusals to the generation namespace and keeps validation keys', () => {
    expect(refusalMessage('engine.noFace')).toBe('generationErrors.engine.noFace');
    expect(refusalMessage('engine.comfyNodeFailed')).toBe('generationErrors.engine.comfyNodeFailed');
    expect(refusalMessage('validation.referenceImageRequired')).toBe('validation.referenceImageRequired');
    expect(refusalMessage('engine.somethingNew')).toBe('generationErrors.task.failed');
    expect(refusalMessage('ffmpeg exited with code 1')).toBe('generationErrors.task.failed');
  });

  it('has a text for every refusal key the engine can give', () => {
    const keys = [
      'noFace',
      'faceMediaRequired',
      'faceMediaUnreadable',
      'faceBoxOutside',
      'audioUnreadable',
      'audioEmpty',
      'videoUnreadable',
      'comfyWorkflowRejected',
      'comfyNodeFailed',
      'comfyNoOutput',
      'comfyUploadTooLarge',
      'toolUnavailable',
      'optionUnavailable',
      'mediaUnreadable',
    ];
    for (const key of keys) expect(refusalMessage(`engine.${key}`)).toBe(`generationErrors.engine.${key}`);
  });
});
