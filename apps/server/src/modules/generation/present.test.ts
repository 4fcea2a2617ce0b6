import { ENGINE_NOTE_KEYS } from '@framewise/engine';
import { isMessageKey, LANGUAGES, translateMessage } from '@framewise/i18n/messages';
import { describe, expect, it } from 'vitest';
import { presentNotes } from './present';

describe('presentNotes', () => {
  it('has a text in every language for every note key the engines write', () => {
    for (const key of ENGINE_NOTE_KEYS) {
      expect(isMessageKey(`engine.${key}`), key).toBe(true);
      for (const language of LANGUAGES) expect(translateMessage(`engine.${key}`, language)).not.toBe(`engine.${key}`);
    }
  });

  it('translates engine notes into the reader language with their values filled in', () => {
    const task = {
      notes: [
        { key: 'upscale.esrgan', values: { model: 'slim', scale: 2 } },
        { key: 'vid2vid.loops', values: { sourceS: 1.2, durationS: 3 } },
        { key: 'turbo.hdr' },
      ],
    };
    expect(presentNotes(task, 'en')).toEqual([
      'ESRGAN slim x2.',
      'The 1.2 s source loops to fill 3 s.',
      'HDR: local contrast equalisation (CLAHE).',
    ]);
    expect(presentNotes(task, 'zh')).toEqual([
      'ESRGAN slim 模型 2 倍放大。',
      '1.2 秒的源视频循环播放以填满 3 秒。',
      'HDR：局部对比度均衡（CLAHE）。',
    ]);
    expect(presentNotes(task, 'ja')[1]).toBe('1.2 秒の元動画をループして 3 秒にしました。');
  });

  it('shows plain text notes of older rows as they are', () => {
    const task = { notes: ['The local upscaler does not use the prompt.', { key: 'img2video.endFrame' }] };
    expect(presentNotes(task, 'ja')).toEqual([
      'The local upscaler does not use the prompt.',
      '終了フレームはクリップの最後の部分でフェードインします。',
    ]);
  });

  it('leaves out unknown keys, malformed entries and blank text, and keeps a missing value visible', () => {
    const task = {
      notes: [
        { key: 'upscale.noSuchNote' },
        { key: 'upscale' }, // a group, not a text
        { key: 'turbo.hdr', values: { nested: { no: 1 } } },
        { values: { a: 1 } },
        42,
        null,
        '  ',
        { key: 'turbo.coloursMatched' },
      ],
    };
    expect(presentNotes(task, 'en')).toEqual(['Colours matched to the reference at {{percent}}% strength.']);
    expect(presentNotes({ notes: null as unknown as unknown[] }, 'en')).toEqual([]);
  });
});
