import { describe, expect, it } from 'vitest';
import { BlocklistModeration } from './moderation';

const check = (texts: string[], purpose: 'task' | 'contribution' = 'task') =>
  new BlocklistModeration().check({ purpose, texts, media: [] });

describe('BlocklistModeration', () => {
  it('approves ordinary prompts, including words that contain a blocked one', async () => {
    expect(await check(['a bunch of grapes on a table', 'drape the curtains', 'a cat'])).toEqual({ approved: true });
    expect(await check(['山间的日落', '夕焼けの海'])).toEqual({ approved: true });
  });

  it('rejects blocked terms as whole words, across case, width and punctuation', async () => {
    const moderation = new BlocklistModeration();
    expect(moderation.matches('RAPE scene')).toBe(true);
    expect(moderation.matches('ｒａｐｅ')).toBe(true); // full-width letters fold by NFKC
    expect(moderation.matches('child   porn')).toBe(true);
    expect(moderation.matches('child-porn')).toBe(true);
    expect(moderation.matches('children portrait')).toBe(false);
  });

  it('matches CJK terms through spaces and punctuation inserted between characters', async () => {
    const moderation = new BlocklistModeration();
    expect(moderation.matches('儿 童·色 情')).toBe(true);
    expect(moderation.matches('児童、ポルノ')).toBe(true);
    expect(moderation.matches('儿童节的彩色气球')).toBe(false);
  });

  it('answers the rejection message of the purpose', async () => {
    expect(await check(['beheading'])).toEqual({ approved: false, reason: 'generationErrors.task.rejected' });
    expect(await check(['bestiality'], 'contribution')).toEqual({
      approved: false,
      reason: 'generationErrors.work.rejected',
    });
  });

  it('takes its own term list', () => {
    const custom = new BlocklistModeration(['forbidden word', '禁止']);
    expect(custom.matches('a Forbidden Word here')).toBe(true);
    expect(custom.matches('禁 止')).toBe(true);
    expect(custom.matches('rape')).toBe(false);
  });
});
