import { describe, expect, it } from 'vitest';
import { checkAudio } from './audio';
import { audioOf, HTML_PAGE, realVideo } from './testing';

describe('checkAudio', () => {
  it('accepts whole mp3, wav and m4a files and measures them', async () => {
    for (const [format, type] of [
      ['mp3', 'mp3'],
      ['wav', 'wav'],
      ['m4a', 'm4a'],
      ['m4aGenericBrand', 'm4a'],
    ] as const) {
      const check = await checkAudio(await audioOf(format, 2), type, 60);
      expect(check, format).toMatchObject({ ok: true });
      expect(check.ok && check.durationS, format).toBeCloseTo(2, 0);
    }
  });

  it('refuses audio longer than the limit', async () => {
    expect(await checkAudio(await audioOf('mp3', 3), 'mp3', 2)).toMatchObject({ ok: false, reason: 'tooLong' });
  });

  it('refuses a video named as audio, another format, and bytes that are not audio', async () => {
    expect(await checkAudio(await realVideo(), 'm4a', 60)).toEqual({ ok: false, reason: 'notAudio' });
    expect(await checkAudio(await audioOf('wav'), 'mp3', 60)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkAudio(HTML_PAGE, 'mp3', 60)).toEqual({ ok: false, reason: 'unreadable' });
    // An ID3 tag and nothing after it: the header is right, there is no sound to decode.
    const tagOnly = Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1')]);
    expect(await checkAudio(tagOnly, 'mp3', 60)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
