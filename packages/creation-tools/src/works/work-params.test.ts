import { describe, expect, it } from 'vitest';
import { makeWork } from './test-utils/fixtures';
import { nameOption, paramRowsOf } from './work-params';

const byName = (rows: ReturnType<typeof paramRowsOf>) => Object.fromEntries(rows.map((r) => [r.name, r.value]));

describe('paramRowsOf', () => {
  it('lists the work fields and the submitted request in a stable order', () => {
    const rows = paramRowsOf(
      makeWork({
        tool: 'img2video',
        width: 1280,
        height: 720,
        seed: 42,
        mode: 2,
        reference_img: '/api/storage/private/upload/u/ref.png',
        params: { model: '90', ratio: 4, frame_rate: 24, creativity: 0.5 },
      }),
    );
    expect(rows.map((r) => r.name)).toEqual([
      'tool',
      'model',
      'ratio',
      'size',
      'duration',
      'frameRate',
      'motionSpeed',
      'moveType',
      'creativity',
      'seed',
      'mode',
      'cost',
      'createdAt',
      'referenceImage',
    ]);
    expect(byName(rows)).toMatchObject({
      ratio: { kind: 'text', text: '16:9' },
      size: { kind: 'text', text: '1280 × 720' },
      frameRate: { kind: 'fps', value: 24 },
      seed: { kind: 'seed', value: 42 },
      mode: { kind: 'mode', mode: 2 },
      referenceImage: { kind: 'media', url: '/api/storage/private/upload/u/ref.png' },
    });
  });

  it('shows keyframe prompts, styles and overlay characters as lists', () => {
    const rows = byName(
      paramRowsOf(
        makeWork({
          tool: 'text2video',
          params: {
            prompts: [
              { prompt: 'dawn', keyframe: 1 },
              { prompt: 'noon', keyframe: 3 },
            ],
            style_list: ['anime', 'sketch'],
            extra_model: [{ id: 'hero', weight: 0.7 }],
          },
        }),
      ),
    );
    expect(rows.keyframes).toEqual({ kind: 'list', items: ['#1 dawn', '#3 noon'] });
    expect(rows.styles).toEqual({ kind: 'list', items: ['anime', 'sketch'] });
    expect(rows.extraModels).toEqual({ kind: 'list', items: ['hero × 0.7'] });
  });

  it('leaves out empty values, storage keys that are not addresses and subject fields without subject only', () => {
    const rows = byName(
      paramRowsOf(
        makeWork({
          move_type: null,
          motion_speed: null,
          duration: null,
          reference_img: 'upload/u/ref.png',
          params: { negative_prompt: '', subject_type: 'person', bg_color: '#00FF00' },
        }),
      ),
    );
    expect(rows).not.toHaveProperty('moveType');
    expect(rows).not.toHaveProperty('motionSpeed');
    expect(rows).not.toHaveProperty('duration');
    expect(rows).not.toHaveProperty('negativePrompt');
    expect(rows).not.toHaveProperty('referenceImage');
    expect(rows).not.toHaveProperty('subjectType');
  });

  it('names the subject settings when subject only was on, and private mode', () => {
    const rows = byName(
      paramRowsOf(
        makeWork({ private: true, params: { subject_only: true, subject_type: 'person', bg_color: '#112233' } }),
      ),
    );
    expect(rows.subjectOnly).toEqual({ kind: 'bool', value: true });
    expect(rows.subjectType).toEqual({ kind: 'text', text: 'person' });
    expect(rows.background).toEqual({ kind: 'text', text: '#112233' });
    expect(rows.private).toEqual({ kind: 'bool', value: true });
  });
});

describe('nameOption', () => {
  const config = {
    type: 'vid2vid',
    available: true,
    baseCost: 1,
    modeCostFactor: {},
    defaults: {},
    options: { style_list: [{ value: 'anime', label: 'Anime', cost: 0, vip: false, proVip: false, fastOnly: false }] },
  } as never;

  it('waits for the options, names what they hold, says a retired code is no longer offered', () => {
    expect(nameOption('styles', 'anime', {})).toEqual({ kind: 'pending' });
    expect(nameOption('styles', 'anime', { config })).toEqual({ kind: 'label', text: 'Anime' });
    expect(nameOption('styles', 'gone', { config })).toEqual({ kind: 'retired' });
    // Options that could not be read: the value as it is, rather than a guess.
    expect(nameOption('styles', 'gone', { config: null })).toEqual({ kind: 'raw' });
    // No list to name it against, or no code at all.
    expect(nameOption('motionSpeed', '5', { config })).toEqual({ kind: 'raw' });
    expect(nameOption('negativePrompt', 'blur', { config })).toEqual({ kind: 'raw' });
  });
});
